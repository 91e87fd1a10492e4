import type { Page } from '@playwright/test';
import { setPageAreasShown } from './support/page-areas-switch.ts';
import { expect, test } from './support/fixtures.ts';

// The page areas of every storefront page (spec §2, §9): the notification banner once per session
// per type, the promo popup once, the floating support widget with its channel filter, the side
// banners only on wide windows, the product page's "chat now", and none of it moves the page.

test.beforeAll(() => setPageAreasShown(true));
test.afterAll(() => setPageAreasShown(false));

const BANNER = /miễn phí giao hàng nội thành/;

/** Scrolls a little, which opens the popup a moment later; closes it with Escape. */
async function dismissPopup(page: Page) {
  await page.mouse.wheel(0, 100);
  const popup = page.getByRole('dialog', { name: 'Tuần lễ vàng linh kiện thụ động' });
  await expect(popup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
}

test('the promo popup shows once: a modal dialog with focus inside, closed by Escape, not shown again in the session', async ({ page }) => {
  const marks: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/popupAlert') marks.push(request.postData() ?? '');
  });
  await page.goto('/');
  await page.keyboard.press('ArrowDown');
  const popup = page.getByRole('dialog', { name: 'Tuần lễ vàng linh kiện thụ động' });
  await expect(popup).toBeVisible();
  await expect(popup.getByText('Giảm đến 15%')).toBeVisible();
  // Modal: the focus is inside it and the page behind is inert.
  expect(await popup.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect.poll(() => marks.length).toBe(1);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Hỗ trợ trực tuyến' })).toBeVisible();
  await page.mouse.wheel(0, 100);
  await page.waitForTimeout(2_500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto('/tin-tuc');
  await expect(page.getByRole('heading', { level: 1, name: 'Tin tức' })).toBeVisible();
  await page.mouse.wheel(0, 100);
  await page.waitForTimeout(2_500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(marks).toHaveLength(1);
});

test('the promo popup waits for the first interaction: on a phone it is never the largest paint of a first visit', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    const paints: { inDialog: boolean; url: string }[] = [];
    (window as unknown as { __paints: typeof paints }).__paints = paints;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; url: string })[]) {
        paints.push({ inDialog: entry.element?.closest('dialog') != null, url: entry.url });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto('/');
  // The support widget comes with the popup (the same chunk, once the page is idle); give the popup time to follow.
  await expect(page.getByRole('button', { name: 'Hỗ trợ trực tuyến' })).toBeVisible();
  await page.waitForTimeout(2_000);
  const paints = await page.evaluate(() => (window as unknown as { __paints: { inDialog: boolean; url: string }[] }).__paints);
  expect(paints.length).toBeGreaterThan(0);
  expect(paints.filter((paint) => paint.inDialog)).toEqual([]);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The first scroll (after which the browser reports no more largest paints) brings it.
  await page.mouse.wheel(0, 200);
  const popup = page.getByRole('dialog', { name: 'Tuần lễ vàng linh kiện thụ động' });
  await expect(popup).toBeVisible();
  expect(await popup.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  // Its picture is decoded off the main thread, its box sized before it arrives.
  await expect(popup.locator('img')).toHaveAttribute('decoding', 'async');
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
});

test('the home banner shows once per session, in the page language, and closes; a new session shows it again', async ({ page, browser }) => {
  await page.goto('/');
  await dismissPopup(page);
  const banner = page.getByTestId('notification-banner');
  await expect(banner).toContainText(BANNER);
  await expect(banner).toHaveCSS('background-color', 'rgb(255, 241, 204)');
  await banner.getByRole('button', { name: 'Đóng thông báo' }).click();
  await expect(banner).toBeHidden();

  // The same session: neither a reload nor a return home shows it again; the cart's own banner shows once.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Hỗ trợ trực tuyến' })).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(banner).toHaveCount(0);
  await page.goto('/carts');
  await expect(banner).toContainText('nghỉ Tết');
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Hỗ trợ trực tuyến' })).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(banner).toHaveCount(0);

  // Another browser session, in English.
  const context = await browser.newContext();
  await context.addCookies([{ name: 'lang', value: 'en', url: page.url() }]);
  const english = await context.newPage();
  await english.goto('/');
  await english.mouse.wheel(0, 100);
  await expect(english.getByRole('dialog', { name: 'Passive components week' })).toBeVisible();
  await english.keyboard.press('Escape');
  await expect(english.getByTestId('notification-banner')).toContainText('ship free within Hanoi');
  await context.close();
});

test('support widget: greeting, then each channel lists only the supporters who have it, with its link; Escape gives focus back', async ({ page }) => {
  await page.goto('/');
  await dismissPopup(page);
  const button = page.getByRole('button', { name: 'Hỗ trợ trực tuyến' });
  await button.click();
  const panel = page.getByRole('dialog', { name: 'Hỗ trợ trực tuyến' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Xin chào!')).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');

  await panel.getByRole('button', { name: 'Skype' }).click();
  await expect(panel.getByRole('button', { name: 'Skype' })).toHaveAttribute('aria-pressed', 'true');
  await expect(panel.getByText('Xin chào!')).toBeHidden();
  await expect(panel.getByRole('link')).toHaveCount(3);
  await expect(panel.getByRole('link', { name: /Nguyễn Thu Hà/ })).toHaveAttribute('href', 'skype:live%3Athuha.linhkien?chat');
  await expect(panel.getByRole('link', { name: /Trần Minh Quân/ })).toHaveCount(0);

  await panel.getByRole('button', { name: 'Zalo' }).click();
  await expect(panel.getByRole('region', { name: 'Tư vấn bán hàng' }).getByRole('link')).toHaveCount(2);
  await expect(panel.getByRole('link', { name: /Trần Minh Quân/ })).toHaveAttribute('href', 'https://zalo.me/0987654321');
  await expect(panel.getByRole('link', { name: /Lê Hoàng Nam/ })).toHaveCount(0);
  await expect(panel.getByRole('link', { name: /Phạm Ngọc Lan/ })).toHaveAttribute('href', 'https://zalo.me/0905333444');

  await panel.getByRole('button', { name: 'Điện thoại' }).click();
  await expect(panel.getByRole('link', { name: /Lê Hoàng Nam/ })).toHaveAttribute('href', 'tel:0903111222');
  await panel.getByRole('button', { name: 'Email' }).click();
  await expect(panel.getByRole('link', { name: /Lê Hoàng Nam/ })).toHaveAttribute('href', 'mailto:pcb@linhkien.vn');
  await panel.getByRole('button', { name: 'Messenger' }).click();
  await expect(panel.getByRole('link', { name: /Nguyễn Thu Hà/ })).toHaveAttribute('href', 'https://m.me/linhkienviet.ha');
  // Choosing the chosen channel again goes back to the greeting.
  await panel.getByRole('button', { name: 'Messenger' }).click();
  await expect(panel.getByText('Xin chào!')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('side banners only on a window wide enough (spec §9), the footer blocks and back links, chat now on a product page', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto('/');
  await dismissPopup(page);
  await expect(page.getByRole('complementary', { name: 'ESP32 giảm 10% tuần này' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: /Mạch in 2 lớp/ })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('complementary', { name: 'ESP32 giảm 10% tuần này' })).toHaveCount(0);

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const ads = page.getByRole('list', { name: 'Quảng cáo' });
  await expect(ads.getByRole('img', { name: 'Lắp ráp SMT trọn gói' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Liên kết' }).getByRole('link', { name: 'Diễn đàn Điện tử Việt Nam' })).toHaveAttribute('href', 'https://www.dientuvietnam.net');

  await page.goto('/products/kt-0603r-c2286');
  await expect(page.getByRole('link', { name: 'Chat ngay' })).toHaveAttribute('href', 'https://zalo.me/0912345678');
});

test('the page areas move nothing on the home page (no layout shift once they load) and are not asked for before the page has loaded', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: { at: number; value: number }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push({ at: entry.startTime, value: entry.value });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const areasBeforeLoad: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/v1\/(ads|notification-page|supports)/.test(path)) areasBeforeLoad.push(path);
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  expect(areasBeforeLoad).toEqual([]);
  await page.mouse.wheel(0, 100);
  await expect(page.getByRole('dialog', { name: 'Tuần lễ vàng linh kiện thụ động' })).toBeVisible();
  await expect(page.getByTestId('notification-banner')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hỗ trợ trực tuyến' })).toBeVisible();
  const { shifts, areasAt } = await page.evaluate(() => ({
    shifts: (window as unknown as { __shifts: { at: number; value: number }[] }).__shifts,
    areasAt: Math.min(...performance.getEntriesByType('resource').filter((entry) => /\/v1\/(ads|notification-page)/.test(entry.name)).map((entry) => entry.startTime)),
  }));
  expect(Number.isFinite(areasAt)).toBe(true);
  // Whatever the page itself shifts before (the header's sign-in link settling), nothing moves once the page areas arrive.
  expect(shifts.filter((shift) => shift.at >= areasAt)).toEqual([]);
});
