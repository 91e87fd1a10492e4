import { expect, test, type Page } from '@playwright/test';

async function cachedUrl(page: Page, path: string): Promise<boolean> {
  return page.evaluate(async (url) => {
    for (const name of await caches.keys()) {
      if (await (await caches.open(name)).match(url)) return true;
    }
    return false;
  }, path);
}

test('a reload while offline shows the shell and the pages already visited', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Quản lý nguồn (PMIC)', exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => cachedUrl(page, '/v1/get-menu'), { timeout: 20_000 }).toBe(true);

  await page.getByRole('region', { name: 'Quản lý nguồn (PMIC)', exact: true }).getByRole('link', { name: 'Quản lý nguồn (PMIC)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quản lý nguồn (PMIC)' })).toBeVisible();
  await expect(page.getByText(/\d[\d.]* đ/).first()).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Quản lý nguồn (PMIC)' })).toBeVisible();
  await expect(page.getByText(/\d[\d.]* đ/).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Danh mục sản phẩm' })).toBeVisible();
  await expect(page.getByText('Bạn đang ngoại tuyến — đang hiển thị dữ liệu đã lưu')).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Quản lý nguồn (PMIC)', exact: true }).getByText(/\d[\d.]* đ/).first()).toBeVisible();
  await context.setOffline(false);
});

test('the app is installable: manifest with icons and a service worker', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', short_name: expect.any(String), theme_color: expect.any(String) });
  const sizes = manifest.icons.map((icon: { sizes: string; purpose?: string }) => `${icon.sizes}:${icon.purpose ?? 'any'}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192:any', '512x512:any', '192x192:maskable', '512x512:maskable']));
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state)).toBe('activated');
});
