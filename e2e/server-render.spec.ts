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

test.describe('render-blocking styles', () => {
  /** The stylesheets the browser must load before it paints the page: enabled `<link rel=stylesheet>` for every medium. */
  function blockingStylesheets(html: string): string[] {
    return [...html.matchAll(/<link\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => /\brel="stylesheet"/.test(tag) && !/\sdisabled\b/.test(tag) && !/\smedia="/.test(tag))
      .map((tag) => /\bhref="([^"]*)"/.exec(tag)?.[1] ?? tag);
  }

  test("home, a product and /pcb wait for one stylesheet of their own before their first paint, beside the shell's", async ({ request }) => {
    // The plain shell's (a page the browser renders) are the app's own: every page has them.
    const shell = blockingStylesheets(await (await request.get('/login')).text());
    expect(shell.length).toBeGreaterThan(0);
    for (const path of ['/', `/products/${PART}`, '/pcb']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('id="first-answers"');
      const own = blockingStylesheets(html).filter((href) => !shell.includes(href));
      expect(own, path).toHaveLength(1);
    }
  });

  test('a server-rendered page is styled from its HTML alone, and hydrating loads none of its stylesheets again', async ({ browser }) => {
    const look = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({ javaScriptEnabled, serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto(`/products/${PART}`, { waitUntil: 'networkidle' });
      const seen = await page.evaluate(() => {
        const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
        const h1 = getComputedStyle(document.querySelector('h1')!);
        const add = [...document.querySelectorAll('button')].find((button) => /Thêm vào giỏ/.test(button.textContent ?? ''));
        const addStyle = add ? getComputedStyle(add) : null;
        return {
          applied: links.filter((link) => !link.disabled).map((link) => link.getAttribute('href')!),
          named: links.filter((link) => link.disabled).map((link) => link.getAttribute('href')!),
          h1: `${h1.fontSize} ${h1.fontWeight}`,
          add: addStyle ? `${addStyle.backgroundColor} ${addStyle.minHeight} ${addStyle.borderRadius}` : null,
        };
      });
      await context.close();
      return seen;
    };
    const before = await look(false);
    const after = await look(true);
    expect(before.add).not.toBeNull();
    expect({ h1: before.h1, add: before.add }).toEqual({ h1: after.h1, add: after.add });
    // The page's own files, joined into one, are not fetched again by the chunks that name them.
    expect(after.named.length).toBeGreaterThan(1);
    expect(after.applied.filter((href) => after.named.includes(href))).toEqual([]);
    expect(new Set(after.applied).size).toBe(after.applied.length);
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
