import { expect, test, type Locator, type Page } from '@playwright/test';

// A keyboard user reaches "Áp dụng" in a few Tabs from the filter panel's start
// (it was 29), and after applying, focus is on the results heading instead of falling to <body>.

const CATEGORY = '/product/dien-tro-dan-smd';

/** Presses Tab until `target` has focus; the number of presses, or Infinity past `limit`. */
async function tabsUntil(page: Page, target: Locator, limit = 60): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  return Number.POSITIVE_INFINITY;
}

test('wide screen: Apply is two Tabs from the filter panel\'s start, and applying focuses the results heading', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(CATEGORY);
  const filters = page.getByRole('complementary', { name: 'Danh mục và bộ lọc' });
  const apply = filters.getByRole('button', { name: /Áp dụng/ });
  await expect(apply).toBeDisabled();

  await filters.getByRole('checkbox', { name: /^0603\b/ }).check();
  await expect(apply).toBeEnabled();
  // The panel's start: its heading, made a focus target here so the next Tab goes to what follows it.
  await filters.getByRole('heading', { name: 'Bộ lọc', exact: true }).evaluate((heading: HTMLElement) => {
    heading.tabIndex = -1;
    heading.focus();
  });
  // "Xoá chọn", then "Áp dụng".
  expect(await tabsUntil(page, apply)).toBeLessThanOrEqual(2);

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]prid=\d+/);
  const heading = page.getByRole('heading', { level: 2, name: 'Sản phẩm', exact: true });
  await expect(heading).toBeFocused();
  // The heading is described by the range line, so the new count is heard with it.
  await expect(heading).toHaveAccessibleDescription(/^Hiển thị 1–\d+ trên \d+$/);

  // Removing the applied filter by its chip keeps focus on the page too.
  await page.getByRole('link', { name: /Bỏ lọc: Kiểu chân: 0603/ }).press('Enter');
  await expect(page).not.toHaveURL(/[?&]prid=/);
  await expect(heading).toBeFocused();
});

test('phone: in the filter drawer Apply is a few Tabs from the top, and applying closes it onto the results heading', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(CATEGORY);
  await page.getByRole('button', { name: 'Bộ lọc' }).click();
  const drawer = page.getByRole('dialog', { name: 'Bộ lọc' });
  await expect(drawer).toBeVisible();
  const apply = drawer.getByRole('button', { name: /Áp dụng/ });
  await drawer.getByRole('checkbox', { name: /^0603\b/ }).check();
  await expect(apply).toBeEnabled();

  // From the drawer's first control (its close button): "Danh mục", "Xoá chọn", "Áp dụng".
  await drawer.getByRole('button', { name: 'Đóng bộ lọc' }).focus();
  expect(await tabsUntil(page, apply)).toBeLessThanOrEqual(3);
  // Apply stays on screen in the drawer.
  await expect(apply).toBeInViewport();

  await page.keyboard.press('Enter');
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/[?&]prid=\d+/);
  await expect(page.getByRole('heading', { level: 2, name: 'Sản phẩm', exact: true })).toBeFocused();
});
