import type { APIRequestContext } from '@playwright/test';
import { serverCartLines, watchGuestSession } from './pages/cart-page.ts';
import { expect, test } from './support/fixtures.ts';

// On the product page: a zero quantity adds nothing and says why beside
// the field; a part with less stock than its supplier minimum sells its last lot; a full reel is
// one click; touch screens are told to tap to zoom, a tap opens the picture and another zooms it.

interface FoundPart {
  id: number;
  name: string;
  slug: string;
  sku: string;
  inventory: number;
  multiples: number;
}

/** A demo part by its LCSC code, through the search the header uses. */
async function part(request: APIRequestContext, sku: string): Promise<FoundPart> {
  const response = await request.get(`/v1/search-autohome?q=${sku.toLowerCase()}`);
  expect(response.status()).toBe(200);
  const found = ((await response.json()) as { products: { data: FoundPart[] } }).products.data.find((candidate) => candidate.sku === sku);
  expect(found, sku).toBeDefined();
  return found!;
}

test('a zero quantity adds nothing: the spec §5 message stays beside the field, announced, until the quantity changes', async ({ page, productPage, cartPage, header }) => {
  const resistor = await part(page.request, 'C1002');
  await productPage.goto(resistor.slug);
  const quantity = productPage.quantity;
  const add = productPage.addButton;
  await expect(quantity).toHaveValue('1');

  // Typed 0, then the button: leaving the field keeps the 0 (it used to become 1 and be added).
  await quantity.fill('0');
  await add.click();
  const message = page.getByRole('alert').filter({ hasText: 'Vui lòng nhập số lượng lớn hơn 0' });
  await expect(message).toBeVisible();
  await expect(quantity).toHaveValue('0');
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await expect(quantity).toHaveAccessibleDescription(/Vui lòng nhập số lượng lớn hơn 0/);
  await expect(quantity).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Thành công' })).toHaveCount(0);

  // Enter in the field is the same submit.
  await quantity.press('Enter');
  await expect(message).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Thành công' })).toHaveCount(0);
  await expect(header.cartLink).not.toContainText('1 sản phẩm');

  // A real quantity clears the message and adds exactly that.
  await quantity.fill('3');
  await expect(message).toHaveCount(0);
  await expect(quantity).not.toHaveAttribute('aria-invalid', 'true');
  await add.click();
  await expect(page.getByRole('status').filter({ hasText: 'Thành công' })).toBeVisible();
  await expect(header.cartLink).toContainText('1 sản phẩm');

  // A mouse is told to hover; a touch screen would be told to tap (next test).
  await expect(page.getByText('Rê chuột để phóng to, bấm để xem ảnh lớn')).toBeVisible();
  await expect(page.getByText('Chạm để phóng to')).toBeHidden();

  // The cart holds that one line with exactly 3 pieces.
  await cartPage.goto();
  await expect(cartPage.selectAll(1)).toBeVisible();
  await expect(cartPage.line(resistor.name).getByRole('textbox', { name: /^Số lượng: / })).toHaveValue('3');
});

test('a part with less stock than its supplier minimum sells its last lot, and the server cart keeps it', async ({ page, productPage, cartPage }) => {
  const guestSession = watchGuestSession(page);
  // C25774: supplier minimum and reel 10,000, 3,188 in stock: the cart refused it before this change.
  const reelPart = await part(page.request, 'C25774');
  expect(reelPart.multiples).toBeGreaterThan(reelPart.inventory);
  await productPage.goto(reelPart.slug);
  const quantity = productPage.quantity;
  const lot = reelPart.inventory.toLocaleString('vi-VN');
  await expect(quantity).toHaveValue(String(reelPart.inventory));
  await expect(page.getByText(`Chỉ còn ${lot}: bán cả lô còn lại`).first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Giảm 1` })).toBeDisabled();
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thành công' })).toBeVisible();

  // The cart page syncs the line to the server, which stores it as it is (no "unavailable").
  await cartPage.goto();
  await expect(page.getByRole('textbox', { name: /^Số lượng: / })).toHaveValue(String(reelPart.inventory));
  await expect.poll(() => guestSession.current(), { timeout: 10_000 }).not.toBeNull();
  await expect.poll(() => serverCartLines(page.request, guestSession.current()!), { timeout: 15_000 }).toEqual([{ id: reelPart.id, quantity: reelPart.inventory }]);
  await expect(page.getByText(/đã hết hàng nên được bỏ khỏi giỏ/)).toHaveCount(0);
});

test('a full reel is one click away where the stock covers it', async ({ page, productPage }) => {
  const resistor = await part(page.request, 'C1002');
  await productPage.goto(resistor.slug);
  await expect(page.getByText('Nguyên cuộn: 4.000 Cái')).toBeVisible();
  await page.getByRole('button', { name: 'Mua nguyên cuộn' }).click();
  await expect(productPage.quantity).toHaveValue('4000');
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Đã thêm 4.000 Cái vào giỏ hàng.' })).toBeVisible();
});

test('on a 390 px touch phone the gallery says "tap to zoom" and a tap opens the picture', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  try {
    const resistor = await part(page.request, 'C1002');
    await page.goto(`/products/${resistor.slug}`);
    await expect(page.getByText('Chạm để phóng to')).toBeVisible();
    await expect(page.getByText('Rê chuột để phóng to, bấm để xem ảnh lớn')).toBeHidden();
    await page.getByRole('button', { name: /Xem ảnh lớn/ }).tap();
    const lightbox = page.getByRole('dialog');
    await expect(lightbox).toBeVisible();
    const picture = lightbox.getByRole('img');
    await expect(picture).toBeVisible();
    // A tap on the picture zooms it to twice the size, wider than the phone.
    const zoom = lightbox.getByRole('button', { name: 'Phóng to ảnh' });
    await expect(zoom).toHaveAttribute('aria-pressed', 'false');
    await picture.tap();
    await expect(zoom).toHaveAttribute('aria-pressed', 'true');
    expect(await picture.evaluate((image) => image.getBoundingClientRect().width)).toBeGreaterThan(390);
    await picture.tap();
    await expect(zoom).toHaveAttribute('aria-pressed', 'false');
    await lightbox.getByRole('button', { name: 'Đóng' }).tap();
    await expect(lightbox).toBeHidden();

    // The English storefront says it in English.
    await page.goto('/lang/en');
    await page.goto(`/products/${resistor.slug}`);
    await expect(page.getByText('Tap to zoom')).toBeVisible();
  } finally {
    await context.close();
  }
});
