import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { CART_SESSION_HEADER } from '../../shared/http/headers.ts';

/** /carts, step 1 (spec §2): the lines, their checkboxes, the inline sign-in for guests, "Mua ngay". */
export class CartPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(): Promise<void> {
    await this.page.goto('/carts');
  }

  get heading() {
    return this.page.getByRole('heading', { level: 1, name: /Giỏ hàng/ });
  }

  get empty() {
    return this.page.getByText('Giỏ hàng của bạn đang trống.');
  }

  /** One line, found by its product's name. */
  line(productName: string) {
    return this.page.getByRole('listitem').filter({ has: this.page.getByRole('link', { name: productName }) });
  }

  /** The select-all checkbox, named with the count of lines ("Chọn tất cả (2)"). */
  selectAll(count: number) {
    return this.page.getByRole('checkbox', { name: `Chọn tất cả (${count})` });
  }

  get buyNow() {
    return this.page.getByRole('button', { name: 'Mua ngay' });
  }

  /**
   * Puts lines straight into this browser's local cart (Dexie `cartLines`, client/local/db.ts), as
   * that many adds from product pages would: the one shortcut the page objects take, for the cart
   * limit (500 lines through the UI would take minutes). The page must have opened the app's
   * database first (open /carts).
   */
  async storeLocalLines(productIds: number[]): Promise<void> {
    await this.page.evaluate(
      (ids) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('linhkien-shop');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            try {
              const tx = open.result.transaction('cartLines', 'readwrite');
              ids.forEach((productId, index) => tx.objectStore('cartLines').put({ productId, quantity: 1, addedAt: index, updatedAt: index }));
              tx.oncomplete = () => {
                open.result.close();
                resolve();
              };
              tx.onerror = () => reject(tx.error);
            } catch (error) {
              reject(error as Error);
            }
          };
        }),
      productIds,
    );
  }

  /** The guests' inline sign-in form (spec §2 "The cart page shows an inline login form"). */
  async signIn(email: string, password: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await this.page.getByLabel('Mật khẩu', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(this.page.getByRole('heading', { name: 'Đăng nhập để tiếp tục' })).toHaveCount(0);
  }
}

/**
 * The guest cart session a page's app names in its cart calls (the CART_SESSION_HEADER header of
 * spec §3 "Guest cart ... session_id"), read off the wire as the server sees it. Start watching
 * before the page adds to its cart; `current()` is null until the app has sent one.
 */
export function watchGuestSession(page: Page): { current(): string | null } {
  let session: string | null = null;
  page.on('request', (request) => {
    const value = request.headers()[CART_SESSION_HEADER];
    if (value) session = value;
  });
  return { current: () => session };
}

/** The lines (product id and quantity) of a server cart: the signed-in user's, or a guest session's. */
export async function serverCartLines(request: APIRequestContext, guestSession?: string): Promise<{ id: number; quantity: number }[]> {
  const response = await request.get('/v1/carts', { headers: guestSession ? { [CART_SESSION_HEADER]: guestSession } : {} });
  if (response.status() !== 200) return [];
  const body = (await response.json()) as { carts_details: { id: number; quantity: number }[] };
  return body.carts_details.map(({ id, quantity }) => ({ id, quantity })).sort((a, b) => a.id - b.id);
}

/** The product ids of a server cart, in id order. */
export async function serverCartIds(request: APIRequestContext, guestSession?: string): Promise<number[]> {
  return (await serverCartLines(request, guestSession)).map((line) => line.id);
}
