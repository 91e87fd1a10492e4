import { expect, test, type Page } from '@playwright/test';

const OFFLINE_NOTICE = 'Bạn đang ngoại tuyến — đang hiển thị dữ liệu đã lưu';

/** True when every <img> in main has loaded pixels (from the network or the image cache). */
function imagesLoaded(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>('main img')]
      .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
      .every((image) => image.complete && image.naturalWidth > 0),
  );
}

test('a visited listing and product page open offline with saved data and their pictures', async ({ page, context }) => {
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);

  await page.goto('/product/dien-tro-dan-smd?prid=54');
  await expect(page.getByRole('link', { name: /Bỏ lọc: Kiểu chân: 0603/ })).toBeVisible();
  const productLink = page.locator('main a[href^="/products/"]').first();
  const productHref = (await productLink.getAttribute('href'))!;
  await expect.poll(() => imagesLoaded(page)).toBe(true);
  await page.goto(productHref);
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
  await expect.poll(() => imagesLoaded(page)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
  await expect.poll(() => imagesLoaded(page)).toBe(true);

  await page.goto('/product/dien-tro-dan-smd?prid=54');
  await expect(page.getByRole('link', { name: /Bỏ lọc: Kiểu chân: 0603/ })).toBeVisible();
  await expect(page.locator(`main a[href="${productHref}"]`).first()).toBeVisible();
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
  await context.setOffline(false);
});
