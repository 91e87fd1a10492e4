import { expect, test } from './support/fixtures.ts';

test('search: suggestions by keyboard, results page, recent searches', async ({ page, searchBox }) => {
  await page.goto('/');
  const box = searchBox.box;

  // Empty submit is blocked with a hint (spec §5).
  await box.click();
  await box.press('Enter');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('alert')).toContainText('Nhập tên hoặc mã linh kiện');

  // Diacritic-insensitive suggestions: "dien tro" finds "Điện trở".
  await searchBox.type('dien tro');
  const listbox = searchBox.suggestions;
  await expect(listbox.getByRole('option').first()).toBeVisible();
  await expect(listbox.getByRole('group', { name: 'Danh mục' }).getByRole('option', { name: /Điện trở/ }).first()).toBeVisible();
  await expect(listbox.getByRole('option', { name: /Xem tất cả [\d.]+ kết quả/ })).toBeVisible();

  // ArrowDown moves through options (categories come first); Enter opens the active one.
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await box.press('Enter');
  await expect(page).toHaveURL('/product/dien-tro');
  await expect(page.getByRole('heading', { level: 1, name: 'Điện trở' })).toBeVisible();

  // A part number prefix puts that part first; choosing it opens the product page.
  await searchBox.type('0603waf1002');
  const part = listbox.getByRole('option', { name: /0603WAF1002T5E/ }).first();
  await expect(part).toBeVisible();
  await part.click();
  await expect(page).toHaveURL('/products/0603waf1002t5e-c25804');

  // Enter with no active option opens the results page and remembers the keyword.
  await searchBox.type('NE555');
  await box.press('Enter');
  await expect(page).toHaveURL('/products?search=NE555');

  // Focusing the empty box lists it; an entry can be removed; "Xóa lịch sử" clears all.
  await page.goto('/');
  await box.click();
  const recent = searchBox.recent;
  await expect(recent.getByRole('option', { name: 'ne555' })).toBeVisible();
  await recent.getByRole('option', { name: 'ne555' }).click();
  await expect(page).toHaveURL('/products?search=ne555');
  await page.goto('/');
  await box.click();
  await searchBox.clearHistory.click();
  await expect(recent).toBeHidden();
});

test('search offline: suggestions need a connection, Enter still searches', async ({ page, context, searchBox }) => {
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
  await context.setOffline(true);
  const box = searchBox.box;
  await searchBox.type('lm358');
  await expect(page.getByText(/cần kết nối mạng để xem gợi ý/).first()).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL('/products?search=lm358');
  await expect(page.getByText('Bạn đang ngoại tuyến — đang hiển thị dữ liệu đã lưu')).toBeVisible();
  await context.setOffline(false);
});
