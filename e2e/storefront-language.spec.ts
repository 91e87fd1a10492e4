import { expect, test } from '@playwright/test';

test('switching to English shows English names and USD prices, and is remembered', async ({ page }) => {
  await page.goto('/product/dien-tro');
  await page.getByRole('link', { name: 'English' }).click();

  // GET /lang/en remembers the choice and returns to the same page.
  await expect(page).toHaveURL('/product/dien-tro');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Resistors' })).toBeVisible();
  await expect(page.getByText(/^\$\d+\.\d{2,5}/).first()).toBeVisible();
  await expect(page.getByText(/\d đ/)).toHaveCount(0);

  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Power Management (PMIC)', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Product categories' })).toBeVisible();

  await page.getByRole('link', { name: 'Tiếng Việt' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('region', { name: 'Quản lý nguồn (PMIC)', exact: true })).toBeVisible();
});

test('USD prices are the dong prices divided by the exchange rate', async ({ page, request }) => {
  const footer = await (await request.get('/v1/get-footer')).json();
  const rate = Number(footer.basics.find((b: { key: string }) => b.key === 'exchange_rate').value);
  const menu = await (await request.get('/v1/get-menu')).json();
  const show = await (await request.get(`/v1/get-category-show?parent_id=${menu.categories[0].id}&limit=12`)).json();
  const product = show.products[0];

  await page.goto('/lang/en');
  const block = page.getByRole('region', { name: menu.categories[0].name_en });
  const card = block.getByRole('listitem').filter({ hasText: product.name });
  await expect(card).toContainText(`$${(product.price / rate).toFixed(2)}`);
});
