import { expect, test } from '@playwright/test';

// The footer info area (spec §4 "Footer info appears after about 500 ms
// ..., collapsing to an expandable view when over 2 paragraphs") is loaded with spec §7
// GET /v1/get-footer?info=1&category_id&show_info and shows a category listing's own text; the
// English footer names the branches and the bank-transfer logo in English.

test("a category's first page shows its text in the footer info, collapsed after two paragraphs; a later page does not", async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/get-footer?info=1')) asked.push(new URL(request.url()).search);
  });
  await page.goto('/product/dien-tro');
  const footer = page.getByRole('contentinfo');
  const about = footer.getByRole('region', { name: 'Về Điện trở' });
  await expect(about).toBeVisible();
  await expect(about).toContainText(/Danh mục Điện trở có \d+ mã linh kiện/);
  // Three paragraphs: two show, the third behind "Xem thêm".
  await expect(about.getByText(/Mỗi mã có bảng giá/)).toHaveCount(0);
  const more = about.getByRole('button', { name: /Xem thêm/ });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(about.getByText(/Mỗi mã có bảng giá/)).toBeVisible();
  await expect(about.getByRole('button', { name: /Thu gọn/ })).toHaveAttribute('aria-expanded', 'true');
  // The company information stays in the footer under it.
  await expect(footer.getByText(/Công ty TNHH Linh Kiện Việt/)).toBeVisible();
  expect(asked).toContainEqual(expect.stringMatching(/^\?info=1&category_id=\d+&show_info=1$/));

  // A later page of the listing is not the category's own page: no category text.
  await page.goto('/product/dien-tro?page=2');
  await expect(footer.getByText(/Công ty TNHH Linh Kiện Việt/)).toBeVisible();
  await expect.poll(() => asked.some((search) => /show_info=0$/.test(search))).toBe(true);
  await expect(footer.getByRole('region', { name: 'Về Điện trở' })).toHaveCount(0);

  // Other pages: the company information only.
  await page.goto('/');
  await expect(footer.getByText(/Công ty TNHH Linh Kiện Việt/)).toBeVisible();
  await expect(footer.getByRole('region', { name: 'Về Điện trở' })).toHaveCount(0);
  await expect(footer.getByText(/Danh mục .+ có \d+ mã linh kiện/)).toHaveCount(0);
});

test('the English footer names branches, addresses and the bank-transfer logo in English, and the category text too', async ({ page }) => {
  await page.goto('/lang/en');
  await page.goto('/product/dien-tro');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Ho Chi Minh City store')).toBeVisible();
  await expect(footer.getByText('Hanoi branch')).toBeVisible();
  await expect(footer.getByText('123 Nguyen Thi Minh Khai, Ben Thanh Ward, District 1, Ho Chi Minh City', { exact: true })).toBeVisible();
  await expect(footer.getByText(/Cửa hàng|Chi nhánh/)).toHaveCount(0);

  const logos = await (await page.request.get('/v1/get-footer')).json();
  const transfer = logos.payment_methods.find((method: { name: string }) => method.name === 'Chuyển khoản');
  const logo = footer.getByRole('img', { name: 'Bank transfer' });
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('src', `/upload/medium/${transfer.image_en_id}.jpg`);
  await expect(footer.getByRole('img', { name: 'Chuyển khoản' })).toHaveCount(0);

  const about = footer.getByRole('region', { name: 'About Resistors' });
  await expect(about).toContainText(/The Resistors category holds \d+ parts/);
  await expect(about.getByRole('button', { name: /Show more/ })).toBeVisible();
});
