import { expect, type Page } from '@playwright/test';

/** /products/{slug} (spec §2): the buy box with its quantity selector and the add-to-cart button. */
export class ProductPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(slug: string): Promise<void> {
    await this.page.goto(`/products/${slug}`);
  }

  /** The quantity field of the buy box. */
  get quantity() {
    return this.page.getByRole('textbox', { name: 'Số lượng', exact: true });
  }

  /** The "+" button; its name gives the step ("Tăng 5"). */
  get plus() {
    return this.page.getByRole('button', { name: /^Tăng/ });
  }

  get addButton() {
    return this.page.getByRole('button', { name: 'Thêm vào giỏ hàng' });
  }

  /** The toast an accepted add shows (spec §8 "Success"). */
  get added() {
    return this.page.getByRole('status').filter({ hasText: 'Thành công' });
  }

  /** Types a quantity and leaves the field, as a person does (it rounds on blur, spec §4). */
  async setQuantity(quantity: number | string): Promise<void> {
    await this.quantity.fill(String(quantity));
    await this.quantity.blur();
  }

  /** Adds the product (with the quantity typed, if given) and waits for the success toast. */
  async addToCart(quantity?: number | string): Promise<void> {
    if (quantity !== undefined) await this.setQuantity(quantity);
    await this.addButton.click();
    await expect(this.added).toBeVisible();
  }
}
