import { expect, test, type APIRequestContext } from '@playwright/test';
import { mutationHeaders, registerAccount } from './support/api.ts';

// Favourites could be saved but never listed. The user menu's "Yêu thích" opens
// /user/favorites: the saved products, newest first, with price and stock, each removable.

interface FoundProduct {
  id: number;
  name: string;
  slug: string;
}

async function products(request: APIRequestContext): Promise<FoundProduct[]> {
  const response = await request.get('/v1/search-cart?q=stm32');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { products: { data: FoundProduct[] } }).products.data.slice(0, 3);
}

async function savedIds(request: APIRequestContext, ids: readonly number[]): Promise<number[]> {
  return ((await (await request.get(`/v1/favorites?ids=${ids.join(',')}`)).json()) as { ids: number[] }).ids;
}

test('saved on product pages, listed from the user menu with price and stock, removed one by one down to the empty state', async ({ page }) => {
  await registerAccount(page.request, 'favorites');
  const [first, second, third] = (await products(page.request)) as [FoundProduct, FoundProduct, FoundProduct];
  const headers = await mutationHeaders(page.request);
  for (const product of [first, second]) {
    expect((await page.request.post('/v1/favorites', { headers, data: { page_id: product.id } })).ok()).toBe(true);
  }
  // The third from its product page's bookmark (spec §4 "bookmark icon toggles filled/empty").
  await page.goto(`/products/${third.slug}`);
  const bookmark = page.getByRole('button', { name: 'Yêu thích' });
  await bookmark.click();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('banner').getByRole('button', { name: /^Tài khoản/ }).click();
  await page.getByRole('menuitem', { name: 'Yêu thích' }).click();
  await expect(page).toHaveURL('/user/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'Sản phẩm yêu thích' })).toBeVisible();
  await expect(page.getByRole('main').getByText('3 sản phẩm', { exact: true })).toBeVisible();
  const rows = page.getByRole('main').getByRole('listitem');
  await expect(rows).toHaveCount(3);
  // Newest first, each with its link, price per unit and stock.
  await expect(rows.nth(0).getByRole('link')).toHaveText(third.name);
  await expect(rows.nth(2).getByRole('link')).toHaveText(first.name);
  for (let index = 0; index < 3; index += 1) {
    await expect(rows.nth(index)).toContainText(/\d đ \/ Cái/);
    await expect(rows.nth(index)).toContainText(/Còn [\d.]+|Hết hàng/);
  }
  await expect(rows.nth(0).getByRole('link')).toHaveAttribute('href', `/products/${third.slug}`);

  // Remove: the row goes at once, the message says so, focus stays on the list, the server follows (outbox).
  await page.getByRole('button', { name: `Bỏ yêu thích: ${third.name}` }).click();
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('status').filter({ hasText: `Đã bỏ ${third.name} khỏi danh sách yêu thích.` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Bỏ yêu thích: ${second.name}` })).toBeFocused();
  await expect.poll(() => savedIds(page.request, [first.id, second.id, third.id])).toEqual([first.id, second.id]);
  await page.reload();
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('main').getByText('2 sản phẩm', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Bỏ yêu thích: ${second.name}` }).click();
  await page.getByRole('button', { name: `Bỏ yêu thích: ${first.name}` }).click();
  await expect(page.getByText('Bạn chưa có sản phẩm yêu thích nào')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Xem sản phẩm' })).toHaveAttribute('href', '/');
  await expect.poll(() => savedIds(page.request, [first.id, second.id, third.id])).toEqual([]);
});

test('the list in English, and guests are asked to log in', async ({ page, browser, baseURL }) => {
  await registerAccount(page.request, 'favorites-en');
  const [product] = (await products(page.request)) as [FoundProduct];
  await page.request.post('/v1/favorites', { headers: await mutationHeaders(page.request), data: { page_id: product.id } });
  await page.goto('/lang/en');
  await page.goto('/user/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  await expect(page.getByRole('main').getByText('1 product', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toContainText(/\$[\d.]+ \/ pc/);
  await expect(page.getByRole('button', { name: `Remove from favourites: ${product.name}` })).toBeVisible();

  const guest = await browser.newContext({ baseURL });
  try {
    const guestPage = await guest.newPage();
    await guestPage.goto('/user/favorites');
    await expect(guestPage.getByText('Vui lòng đăng nhập để xem sản phẩm yêu thích của bạn.')).toBeVisible();
    await expect(guestPage.getByRole('main').getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', /\/login\?return_url=%2Fuser%2Ffavorites/);
  } finally {
    await guest.close();
  }
});
