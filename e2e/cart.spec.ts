import type { APIRequestContext } from '@playwright/test';
import { serverCartIds, watchGuestSession } from './pages/cart-page.ts';
import { addVietnameseAddress, mutationHeaders, registerAccount } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { setProfile } from './support/shop-database.ts';

// "The cart is local-first": a guest adds parts (one of them offline), sees them on
// /carts offline, comes back online (the guest cart syncs), signs in with the inline form on the
// cart page, and the guest cart is merged into the account's cart on the server.

const PASSWORD = 'mật khẩu đủ dài 2026';

interface FoundProduct {
  id: number;
  name: string;
  slug: string;
  inventory: number;
  multiples: number;
}

/** Two products of the demo catalogue with plenty in stock. */
async function twoProducts(request: APIRequestContext): Promise<[FoundProduct, FoundProduct]> {
  const response = await request.get('/v1/search-cart?q=stm32');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { products: { data: FoundProduct[] } };
  const stocked = body.products.data.filter((product) => product.inventory >= 10 * product.multiples);
  expect(stocked.length).toBeGreaterThanOrEqual(2);
  return [stocked[0]!, stocked[1]!];
}

test('a guest adds parts offline, sees them on /carts, comes online, signs in: the cart is merged on the server and checked out (Vietnam COD)', async ({ page, context, playwright, baseURL, productPage, cartPage, checkoutPage, ordersPage, header }) => {
  const guestSession = watchGuestSession(page);
  const [online, offline] = await twoProducts(page.request);
  const expected = [online.id, offline.id].sort((a, b) => a - b);

  // An account made through another client, so this browser stays a guest until it signs in.
  const email = `cart.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.vn`;
  const api = await playwright.request.newContext({ baseURL });
  await registerAccount(api, 'cart', 'Trần Giỏ Hàng', { email, password: PASSWORD });
  await api.post('/logout', { headers: await mutationHeaders(api) });
  await api.dispose();

  await test.step('the app shell is installed for offline use', async () => {
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
  });

  await test.step('one part is added online, another offline', async () => {
    await productPage.goto(online.slug);
    await productPage.addToCart();

    await productPage.goto(offline.slug);
    await expect(productPage.addButton).toBeVisible();
    await context.setOffline(true);
    await productPage.addToCart();
    await expect(header.cartLink).toContainText('2');
  });

  await test.step('/carts shows both lines offline, with names and a total', async () => {
    await cartPage.goto();
    await expect(cartPage.heading).toBeVisible();
    await expect(cartPage.line(online.name)).toBeVisible();
    await expect(cartPage.line(offline.name)).toBeVisible();
    await expect(cartPage.selectAll(2)).toBeChecked();
    await expect(cartPage.buyNow).toBeEnabled();
  });

  await test.step('back online, the guest cart reaches the server', async () => {
    await context.setOffline(false);
    // The sync names the guest session in its calls once it sends its first snapshot, ~2 s after the change.
    await expect.poll(() => guestSession.current(), { timeout: 10_000 }).not.toBeNull();
    await expect.poll(() => serverCartIds(page.request, guestSession.current()!), { timeout: 20_000 }).toEqual(expected);
  });

  await test.step('signing in with the inline form merges the guest cart into the account', async () => {
    await cartPage.signIn(email, PASSWORD);
    // page.request shares the page's cookies: this reads the signed-in user's cart.
    await expect.poll(() => serverCartIds(page.request), { timeout: 20_000 }).toEqual(expected);
    await expect(cartPage.line(online.name)).toBeVisible();
    await expect(cartPage.line(offline.name)).toBeVisible();
  });

  await test.step('checks out in Vietnam, cash on delivery: both parts are ordered and leave the cart', async () => {
    await addVietnameseAddress(page.request);
    await cartPage.buyNow.click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(checkoutPage.payment('Thanh toán khi nhận hàng (COD)')).toBeChecked();
    expect(await checkoutPage.placeOrder()).toMatch(/^DH\d+$/);
    const order = ordersPage.newest;
    await expect(order).toContainText(online.name);
    await expect(order).toContainText(offline.name);
    await expect.poll(() => serverCartIds(page.request), { timeout: 10_000 }).toEqual([]);
    await expect(header.cartLink).toHaveAccessibleName(/ 0 sản phẩm/);
  });
});

test('selection, remove and clear on /carts', async ({ page, productPage, cartPage, header }) => {
  const [first, second] = await twoProducts(page.request);
  for (const product of [first, second]) {
    await productPage.goto(product.slug);
    await productPage.addToCart();
  }
  await cartPage.goto();
  const selectAll = cartPage.selectAll(2);
  await expect(selectAll).toBeChecked();

  await test.step('nothing selected: buy now is disabled and says why; the selection survives a reload', async () => {
    await selectAll.uncheck();
    await expect(page.getByRole('button', { name: 'Mua ngay' })).toBeDisabled();
    await expect(page.getByText('Vui lòng chọn sản phẩm để đặt hàng.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: `Chọn ${first.name}` })).not.toBeChecked();
    await page.getByRole('checkbox', { name: `Chọn ${first.name}` }).check();
    await expect(page.getByText('Đã chọn 1/2', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mua ngay' })).toBeEnabled();
  });

  // The shop's own confirm, not the browser's (which would fail this test: no
  // alertdialog in the page, and Playwright dismisses a native confirm nobody listens for).
  await test.step('remove asks first in the shop\'s dialog, by keyboard: Escape keeps the line and gives focus back', async () => {
    const removeFirst = page.getByRole('button', { name: `Xóa ${first.name}` });
    await removeFirst.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Xóa sản phẩm?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(`Bạn có chắc muốn xóa ${first.name} khỏi giỏ hàng?`);
    const cancel = dialog.getByRole('button', { name: 'Hủy' });
    const confirm = dialog.getByRole('button', { name: 'Xóa', exact: true });
    // Focus starts on the safe choice and Tab cycles inside the dialog both ways.
    await expect(cancel).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(cancel).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(removeFirst).toBeFocused();
    await expect(page.getByRole('link', { name: first.name })).toBeVisible();
  });

  await test.step('confirming removes the line and focus lands on the cart title; clear asks once and empties the cart', async () => {
    await page.getByRole('button', { name: `Xóa ${first.name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Xóa sản phẩm?' });
    await dialog.getByRole('button', { name: 'Xóa', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('link', { name: first.name })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: /Giỏ hàng/ })).toBeFocused();

    await page.getByRole('button', { name: 'Xóa tất cả' }).click();
    const clear = page.getByRole('alertdialog', { name: 'Xóa tất cả sản phẩm?' });
    await expect(clear).toHaveAccessibleDescription('Bạn có chắc muốn xóa tất cả sản phẩm trong giỏ hàng?');
    await clear.getByRole('button', { name: 'Xóa tất cả' }).click();
    await expect(cartPage.empty).toBeVisible();
    await expect(header.cartLink).toContainText('0');
    await expect(page.getByRole('heading', { level: 1, name: /Giỏ hàng/ })).toBeFocused();
  });
});

/** A stocked demo product whose category offers a priced extra (spec §3 Cart item category_extras), found through the cart API. */
async function productWithExtra(request: APIRequestContext): Promise<{ product: FoundProduct; extraId: number }> {
  const response = await request.get('/v1/search-cart?q=stm32');
  const body = (await response.json()) as { products: { data: FoundProduct[] } };
  const headers = { ...(await mutationHeaders(request)), 'X-Cart-Session': crypto.randomUUID() };
  for (const product of body.products.data.filter((candidate) => candidate.inventory >= 10 * candidate.multiples)) {
    const added = await request.post('/v1/carts', { headers, data: { product_id: product.id, quantity: product.multiples } });
    const item = ((await added.json()) as { item?: { category_extras: { id: number; price: number }[] } }).item;
    const extra = item?.category_extras.find((candidate) => candidate.price > 0);
    if (extra) return { product, extraId: extra.id };
  }
  throw new Error('no stm32 part of a category with a priced extra in the demo catalogue');
}

test('a category extra chosen on a /carts line raises its unit price and total, and reaches the server cart', async ({ page }) => {
  const guestSession = watchGuestSession(page);
  const { product, extraId } = await productWithExtra(page.request);
  await page.goto(`/products/${product.slug}`);
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thành công' })).toBeVisible();
  await page.goto('/carts');

  await test.step('the line offers its category extras once the server answered; choosing one changes the line total', async () => {
    const line = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: product.name }) });
    // The options come from the server cart (the sync answers ~2 s after the add).
    const option = line.getByRole('combobox', { name: 'Tùy chọn' });
    await expect(option).toBeVisible({ timeout: 15_000 });
    await expect(option).toHaveValue('');
    const total = line.locator('p', { hasText: 'Thành tiền' });
    const before = await total.textContent();
    await option.selectOption(String(extraId));
    await expect(total).not.toHaveText(before ?? '');
    await expect(line.getByText(/gồm tùy chọn \+/)).toBeVisible();
    await page.reload();
    await expect(line.getByRole('combobox', { name: 'Tùy chọn' })).toHaveValue(String(extraId));
  });

  await test.step('the whole-cart sync sends the choice: the server prices the line with it', async () => {
    const session = guestSession.current();
    expect(session).not.toBeNull();
    await expect
      .poll(async () => {
        const response = await page.request.get('/v1/carts', { headers: { 'X-Cart-Session': session! } });
        const body = (await response.json()) as { carts_details: { id: number; catext_id: number | null; price_ext: number }[] };
        const item = body.carts_details.find((candidate) => candidate.id === product.id);
        return item ? { catext_id: item.catext_id, priced: item.price_ext > 0 } : null;
      }, { timeout: 15_000 })
      .toEqual({ catext_id: extraId, priced: true });
  });
});

test('in-shop mode (buyonshop): /carts shows no checkboxes and counts every line, and the order takes them all', async ({ page, productPage, cartPage, checkoutPage }) => {
  const [first, second] = await twoProducts(page.request);
  const email = await registerAccount(page.request, 'inshop');
  await setProfile(email, { country: 'vn', buyonshop: true });
  for (const product of [first, second]) {
    await productPage.goto(product.slug);
    await productPage.addToCart();
  }
  await cartPage.goto();
  await expect(page.getByRole('link', { name: first.name })).toBeVisible();
  await expect(page.getByText('Mua tại cửa hàng: đơn hàng gồm tất cả sản phẩm trong giỏ.')).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByText('Tất cả 2 sản phẩm')).toBeVisible();
  await cartPage.buyNow.click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(checkoutPage.orderedLines).toHaveCount(2);
});

test('a normal account keeps the checkboxes on /carts', async ({ page, productPage, cartPage }) => {
  const [first] = await twoProducts(page.request);
  await registerAccount(page.request, 'notinshop');
  await productPage.goto(first.slug);
  await productPage.addToCart();
  await cartPage.goto();
  await expect(cartPage.selectAll(1)).toBeChecked();
  await expect(page.getByText('Mua tại cửa hàng: đơn hàng gồm tất cả sản phẩm trong giỏ.')).toHaveCount(0);
});

/** Ids of stocked demo products sold one by one, from the listing API (in stock only, 96 a page). */
async function stockedProductIds(request: APIRequestContext, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ids.length < count; page += 1) {
    const response = await request.get(`/v1/products?stock=1&number_view=96&page=${page}`);
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { products: { id: number; inventory: number; multiples: number }[]; last_page: number };
    ids.push(...body.products.filter((product) => product.multiples === 1 && product.inventory >= 1).map((product) => product.id));
    if (page >= body.last_page) break;
  }
  expect(ids.length).toBeGreaterThanOrEqual(count);
  return ids.slice(0, count);
}

test('a full cart (500 lines): adding a 501st part says the spec sentence and keeps every line', async ({ page, cartPage, header }) => {
  const ids = await stockedProductIds(page.request, 501);
  const [extra] = await twoProducts(page.request);
  const full = ids.filter((id) => id !== extra.id).slice(0, 500);
  await cartPage.goto();
  await expect(cartPage.empty).toBeVisible();
  await cartPage.storeLocalLines(full);
  await page.goto(`/products/${extra.slug}`);
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
  await expect(page.getByText('Giỏ hàng của bạn đã đầy, vui lòng đặt hàng đơn này trước. Cảm ơn bạn!')).toBeVisible();
  await expect(header.cartLink).toContainText('500');

  await page.goto('/lang/en');
  await page.goto(`/products/${extra.slug}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Your cart is full, please submit this order. Thanks')).toBeVisible();
});
