import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { addVietnameseAddress, registerAccount } from './support/api.ts';

// On the narrowest phones in use (360 px) no page may be wider than the screen —
// a wider document pans sideways into blank space and carries the fixed update prompt and go-top
// button off-screen with it.

const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

const GUEST_ROUTES = [
  '/',
  '/product/dien-tro',
  '/products/kt-0603r-c2286',
  '/products?search=led',
  '/carts',
  '/checkout',
  '/pcb',
  '/pcb/assembly',
  '/pcb/stencil',
  '/login',
  '/register',
  '/forgot-password',
  '/thuong-hieu',
];

/** English names run longer ('Electronic Tools/Instruments/Consumables' is one unbreakable word). */
const ENGLISH_ROUTES = ['/', '/product/dung-cu-thiet-bi-do-vat-tu-dien-tu', '/product/quan-ly-nguon-pmic', '/products/kt-0603r-c2286', '/carts', '/pcb', '/register'];

const SIGNED_IN_ROUTES = ['/', '/carts', '/checkout', '/pcb', '/orders', '/pcb-orders', '/notifications', '/user/profiles/edit', '/user/settings', '/user/delivery-addresses', '/user/favorites'];

/**
 * Opens `path`, scrolls through the whole page (lazy blocks and carousels render on the way) and
 * answers how wide the document is against the screen.
 */
async function documentWidth(page: Page, path: string): Promise<{ scrollWidth: number; innerWidth: number }> {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (let y = 0; ; y += PHONE.height) {
    const height = await page.evaluate((top) => {
      window.scrollTo(0, top);
      return document.documentElement.scrollHeight;
    }, y);
    if (y > height) break;
    await page.waitForTimeout(50);
  }
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
}

async function expectNoWiderThanPhone(page: Page, routes: readonly string[]): Promise<void> {
  const tooWide: string[] = [];
  for (const path of routes) {
    const { scrollWidth, innerWidth } = await documentWidth(page, path);
    // A phone browser widens its layout viewport to a wider document, so innerWidth alone would hide it.
    if (scrollWidth > PHONE.width || innerWidth > PHONE.width) tooWide.push(`${path}: ${scrollWidth} px wide (window ${innerWidth} px)`);
  }
  expect(tooWide).toEqual([]);
}

test('no page is wider than a 360 px phone for a guest', async ({ page }) => {
  test.setTimeout(120_000);
  await expectNoWiderThanPhone(page, GUEST_ROUTES);
});

test('no page is wider than a 360 px phone in English', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/lang/en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectNoWiderThanPhone(page, ENGLISH_ROUTES);
});

test('no page is wider than a 360 px phone when signed in, with a cart', async ({ page }) => {
  test.setTimeout(120_000);
  await registerAccount(page.request, 'phone-width', 'Nguyễn Thị Phương Thảo');
  await addVietnameseAddress(page.request);
  await page.goto('/products/kt-0603r-c2286');
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thành công' })).toBeVisible();
  await expectNoWiderThanPhone(page, SIGNED_IN_ROUTES);
});

test('signed in on a 360 px phone the logo is whole, beside the language switch', async ({ page }) => {
  await registerAccount(page.request, 'phone-logo', 'Nguyễn Thị Phương Thảo');
  for (const path of ['/', '/lang/en']) {
    await page.goto(path);
    const logo = page.getByRole('banner').locator('a[href="/"]').first();
    const language = page.getByRole('banner').getByRole('link', { name: /English/ });
    await expect(logo).toBeVisible();
    const logoBox = (await logo.boundingBox())!;
    const languageBox = (await language.boundingBox())!;
    const cut = await logo.evaluate((link) => [link, ...link.querySelectorAll('*')].some((element) => element.scrollWidth > element.clientWidth + 1));
    expect(cut, 'the logo is clipped inside its box').toBe(false);
    expect(logoBox.x).toBeGreaterThanOrEqual(0);
    // Side by side on one row, or the switch on its own row: never on top of each other.
    const overlaps = logoBox.x + logoBox.width > languageBox.x && languageBox.x + languageBox.width > logoBox.x && logoBox.y + logoBox.height > languageBox.y && languageBox.y + languageBox.height > logoBox.y;
    expect(overlaps, `logo ${JSON.stringify(logoBox)} and language switch ${JSON.stringify(languageBox)} overlap`).toBe(false);
  }
});

test('on a 360 px phone the go-top button and the update prompt sit on the screen', async ({ page }) => {
  const serviceWorker = new URL('../dist/client/service-worker.js', import.meta.url);
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
  const original = readFileSync(serviceWorker, 'utf8');
  try {
    // A new deploy (as e2e/pwa-update.spec.ts makes one) brings up the update prompt.
    writeFileSync(serviceWorker, `${original}\n// deploy ${Date.now()}\n`);
    await page.goto('/product/dien-tro');
    const prompt = page.getByRole('status').filter({ hasText: 'Đã có phiên bản mới' });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await page.mouse.wheel(0, 3000);
    const goTop = page.getByRole('button', { name: 'Lên đầu trang' });
    await expect(goTop).toBeVisible();
    // Within the phone's 360 px, not within a layout viewport a too-wide page has stretched.
    for (const control of [prompt, goTop]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
  } finally {
    writeFileSync(serviceWorker, original);
  }
});
