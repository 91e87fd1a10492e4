import { expect, test } from '@playwright/test';
import { collectProblems } from './support/page-problems.ts';

// The server renders the first screen of categories and products for guests
// (client/entry-server.tsx), so they paint before any script runs; the browser then hydrates that
// markup with the same components and data, with no mismatch and no visible change.

const PART = 'tps5430ddar-c9864';
const PART_NAME = /^TPS5430DDAR DC-DC Converter/;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a category paints its first screen too, in the visitor's language", async ({ page, context, baseURL }) => {
    await page.goto('/product/quan-ly-nguon-pmic');
    await expect(page.getByRole('heading', { level: 1, name: 'Quản lý nguồn (PMIC)' })).toBeVisible();
    await expect(page.getByRole('link', { name: /IC chuyển đổi DC-DC/ })).toBeVisible();
    await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
    await page.goto('/product/quan-ly-nguon-pmic');
    await expect(page.getByRole('heading', { level: 1, name: 'Power Management (PMIC)' })).toBeVisible();
  });

  test('the home page shows its hero and first category blocks', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Linh kiện điện tử chính hãng cho kỹ sư và nhà sản xuất' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Quản lý nguồn (PMIC)', exact: true })).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  // Every visit a first one: the service worker would answer later navigations with its shell.
  test.use({ serviceWorkers: 'block' });

  test('each page hydrates its server markup without errors and then works as before', async ({ page }) => {
    const problems = await collectProblems(page);
    for (const path of ['/', '/pcb', '/product/quan-ly-nguon-pmic', `/products/${PART}`]) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('main')).toBeVisible();
    }
    // The hydrated product page responds: the quantity steps up and the total follows.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PART_NAME);
    await page.getByRole('button', { name: 'Tăng 1' }).click();
    await expect(page.getByText('× 2 =')).toBeVisible();
    expect(problems).toEqual([]);
  });
});
