import type { Page } from '@playwright/test';

/** The sticky top bar every storefront page shares (spec §2): cart counter, account menu, sign-in link. */
export class Header {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** The cart counter link to /carts; its name carries the count ("Giỏ hàng, 2 sản phẩm"). */
  get cartLink() {
    return this.page.getByRole('banner').getByRole('link', { name: /Giỏ hàng|Cart/ });
  }

  /** The account menu button (its name starts with "Tài khoản", then the account name). */
  get accountButton() {
    return this.page.getByRole('banner').getByRole('button', { name: /^Tài khoản/ });
  }

  /** The guests' sign-in link. */
  get signInLink() {
    return this.page.getByRole('banner').getByRole('link', { name: 'Đăng nhập' });
  }

  /** Signs out from the account menu. */
  async signOut(): Promise<void> {
    await this.accountButton.click();
    await this.page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  }
}
