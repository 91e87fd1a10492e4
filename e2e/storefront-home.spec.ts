import { expect, test } from '@playwright/test';

test.describe('Vietnamese storefront (default)', () => {
  test('the home page shows the real categories, with prices in dong', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');

    // The first home block is the biggest family of the real catalogue.
    const pmic = page.getByRole('region', { name: 'Quản lý nguồn (PMIC)', exact: true });
    await expect(pmic).toBeVisible();
    await expect(pmic.getByRole('link', { name: /IC ổn áp tuyến tính/ })).toBeVisible();
    const firstProduct = pmic.getByRole('listitem').filter({ has: page.getByRole('img') }).first();
    await expect(firstProduct).toContainText(/\d[\d.]* đ/);

    const resistors = page.getByRole('region', { name: 'Điện trở', exact: true });
    await resistors.scrollIntoViewIfNeeded();
    await expect(resistors.getByRole('link', { name: /Điện trở dán/ }).first()).toBeVisible();
    await expect(resistors.getByText(/\d[\d.]* đ/).first()).toBeVisible();
  });

  test('the mega-menu opens level 2 and level 3 from the real tree, by keyboard', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Danh mục sản phẩm' });
    const toggle = nav.getByRole('button', { name: 'Danh mục sản phẩm' });
    await toggle.focus();
    await page.keyboard.press('ArrowDown');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: /^Quản lý nguồn \(PMIC\)/ })).toBeFocused();

    // Level 1 order follows the catalogue: PMIC, data acquisition, diodes, resistors.
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: /^Điện trở/ }).first()).toBeFocused();
    const smd = nav.getByRole('link', { name: /Điện trở dán SMD/ });
    await expect(smd).toBeVisible();

    await page.keyboard.press('ArrowRight');
    for (let i = 0; i < 5 && !(await smd.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('ArrowDown');
    }
    await expect(smd).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: /^0603/ })).toBeVisible();
    const back = nav.getByRole('button', { name: /Quay lại/ });
    await expect(back).toBeVisible();
    await back.click();
    await expect(smd).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the mega-menu opens on hover and a click on a level-3 entry opens that category', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Danh mục sản phẩm' });
    await nav.getByRole('button', { name: 'Danh mục sản phẩm' }).click();
    await nav.getByRole('link', { name: /^Điện trở/ }).first().hover();
    await nav.getByRole('link', { name: /Điện trở dán SMD/ }).click();
    await nav.getByRole('link', { name: /^0603/ }).click();
    await expect(page).toHaveURL(/\/product\/[a-z0-9-]*0603/);
    await expect(page.getByRole('heading', { level: 1, name: '0603' })).toBeVisible();
  });

  test('the footer shows the shop basics, branches and payment methods after a moment', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer).toContainText('0283 456 7890');
    await expect(footer).toContainText('Thứ 2 - Thứ 7: 7:30 - 18:00');
    await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://www.facebook.com/linhkienviet');
    await expect(footer).toContainText('Chi nhánh Hà Nội');
    await expect(footer.getByRole('img', { name: 'MoMo' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Quy định bảo hành' })).toHaveAttribute('href', '/pages/quy-dinh-bao-hanh');
  });

  test('a category page lists its subcategories and products', async ({ page }) => {
    const response = await page.goto('/product/dien-tro');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Điện trở' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Đường dẫn' })).toContainText('Điện trở');
    await expect(page.getByRole('link', { name: /Điện trở dán SMD/ }).first()).toBeVisible();
    await expect(page.getByText(/\d[\d.]* đ/).first()).toBeVisible();
  });

  test('an unknown page is a real 404 with a way back', async ({ page }) => {
    const response = await page.goto('/khong-co-trang-nay');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Không tìm thấy trang' })).toBeVisible();
    await page.getByRole('link', { name: 'Về trang chủ' }).click();
    await expect(page).toHaveURL('/');
  });
});
