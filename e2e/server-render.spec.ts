import { expect, test, type Page } from '@playwright/test';
import type { ProductDetail } from '#shared/catalog/schemas.ts';
import { productDetailPath } from '#shared/http/api-paths.ts';
import { collectProblems } from './support/page-problems.ts';

// The server renders the first screen of home, categories, products and /pcb for guests
// (client/entry-server.tsx), so they paint before any script runs; the browser then hydrates that
// markup with the same components and data, with no mismatch and no visible change.

const PART = 'tps5430ddar-c9864';
const PART_NAME = /^TPS5430DDAR DC-DC Converter/;

/**
 * Holds the page's route code back (`chunk`: a route chunk's file name before its hash) until
 * `release` is called, so its server markup is on screen and not hydrated yet. Returns whether the
 * code has been let through, to check that a click really came before hydration.
 */
async function holdRouteCode(page: Page, chunk: string): Promise<{ release: () => void; released: () => boolean }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let passed = false;
  await page.route(new RegExp(`/assets/${chunk.replaceAll('.', '\\.')}-[^/.]+\\.js$`), async (route) => {
    await gate;
    passed = true;
    await route.continue();
  });
  return { release, released: () => passed };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page shows the header, its name, price and picture from the HTML alone', async ({ page, request }) => {
    // The picture's id depends on the seed's order: asked of the API rather than written here.
    const { product } = (await (await request.get(productDetailPath(PART))).json()) as { product: ProductDetail };
    await page.goto(`/products/${PART}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PART_NAME);
    await expect(page.getByRole('link', { name: 'Đăng nhập' })).toBeVisible();
    await expect(page.getByText('9.800 đ').first()).toBeVisible();
    await expect(page.locator(`img[src="/upload/large/${product.images[0]}.jpg"]`)).toBeVisible();
  });

  test("a category paints its first screen too, in the visitor's language", async ({ page, context, baseURL }) => {
    await page.goto('/product/quan-ly-nguon-pmic');
    await expect(page.getByRole('heading', { level: 1, name: 'Quản lý nguồn (PMIC)' })).toBeVisible();
    await expect(page.getByRole('link', { name: /IC chuyển đổi DC-DC/ })).toBeVisible();
    await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
    await page.goto('/product/quan-ly-nguon-pmic');
    await expect(page.getByRole('heading', { level: 1, name: 'Power Management (PMIC)' })).toBeVisible();
  });

  test('the home page shows its hero and first category blocks, and /pcb its heading and forms', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Linh kiện điện tử chính hãng cho kỹ sư và nhà sản xuất' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Quản lý nguồn (PMIC)', exact: true })).toBeVisible();
    await page.goto('/pcb');
    await expect(page.getByRole('heading', { level: 1, name: 'Đặt mạch in PCB trực tuyến' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Lắp ráp PCB' })).toBeVisible();
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

  test('a click on the server markup before hydration is not lost: the guest bookmarking a product gets the login dialog', async ({ page }) => {
    const problems = await collectProblems(page);
    const routeCode = await holdRouteCode(page, 'products._slug');
    await page.goto(`/products/${PART}`, { waitUntil: 'domcontentloaded' });
    const favourite = page.getByRole('main').getByRole('button', { name: 'Yêu thích' });
    await favourite.click();
    expect(routeCode.released()).toBe(false);
    routeCode.release();
    const dialog = page.getByRole('dialog', { name: 'Vui lòng đăng nhập' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', `/login?return_url=${encodeURIComponent(`/products/${PART}`)}`);
    // Clicked once, answered once: the button still works after hydration.
    await dialog.getByRole('button', { name: 'Đóng' }).click();
    await expect(dialog).toBeHidden();
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
    expect(problems).toEqual([]);
  });

  test('a shopper who scrolls to the buy box before hydration stays there, and the tap adds', async ({ page }) => {
    const problems = await collectProblems(page);
    const routeCode = await holdRouteCode(page, 'products._slug');
    await page.goto(`/products/${PART}`, { waitUntil: 'domcontentloaded' });
    const add = page.getByRole('main').getByRole('button', { name: 'Thêm vào giỏ hàng' });
    await add.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    routeCode.release();
    // Hydrated: React has taken the button over; then the router's first render has run too.
    await expect.poll(() => add.evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactProps')))).toBe(true);
    await page.waitForLoadState('networkidle');
    // The router's first render must not throw the page back to the top (a tap aimed at the
    // button would then land on whatever is up there).
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    const box = (await add.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page.getByRole('status').filter({ hasText: 'Thành công' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a quantity typed into the server markup before hydration is the one added to the cart', async ({ page }) => {
    const problems = await collectProblems(page);
    const routeCode = await holdRouteCode(page, 'products._slug');
    await page.goto(`/products/${PART}`, { waitUntil: 'domcontentloaded' });
    const quantity = page.getByRole('main').getByRole('textbox', { name: 'Số lượng', exact: true });
    await quantity.fill('7');
    await page.getByRole('main').getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
    expect(routeCode.released()).toBe(false);
    routeCode.release();
    await expect(page.getByRole('status').filter({ hasText: 'Thành công' })).toBeVisible();
    await expect(quantity).toHaveValue('7');
    await page.goto('/carts');
    await expect(page.getByRole('main').getByRole('textbox', { name: /^Số lượng: / })).toHaveValue('7');
    expect(problems).toEqual([]);
  });
});
