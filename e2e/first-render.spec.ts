import { expect, test } from '@playwright/test';

// A page's first render is the slowest moment on a phone (Lighthouse mobile, README
// "Performance"): the category lists of the phone drawer and the desktop mega-menu are built
// when they open, not with every page, and still work the same when they do.

const PART = 'kt-0603r-c2286';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a product page renders without the drawer lists; the drawer builds them when opened and drops them when closed', async ({ page }) => {
    await page.goto(`/products/${PART}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const drawer = page.locator('dialog[aria-label="Danh mục sản phẩm"]');
    await expect(drawer).toHaveCount(1);
    expect(await drawer.locator('a, button').count()).toBe(0);
    expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThan(700);

    await page.getByRole('button', { name: 'Mở danh mục sản phẩm' }).click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('heading', { name: 'Danh mục sản phẩm' })).toBeFocused();
    expect(await drawer.getByRole('listitem').count()).toBeGreaterThan(5);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    expect(await drawer.locator('a, button').count()).toBe(0);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the mega-menu lists level 1 only while open, and keyboard users still land on the first entry', async ({ page }) => {
    await page.goto(`/products/${PART}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Danh mục sản phẩm' });
    // Counted in the DOM, hidden or not: a closed panel holds no entries at all.
    expect(await menu.locator('a').count()).toBe(0);

    const toggle = menu.getByRole('button', { name: 'Danh mục sản phẩm' });
    await toggle.focus();
    await page.keyboard.press('ArrowDown');
    expect(await menu.getByRole('link').count()).toBeGreaterThan(5);
    await expect(menu.getByRole('link').first()).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    expect(await menu.locator('a').count()).toBe(0);
  });
});
