import { expect, type Page } from '@playwright/test';

/** /checkout, step 2 (spec §2, §4): methods, the summary, "Đặt hàng". */
export class CheckoutPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(): Promise<void> {
    await this.page.goto('/checkout');
  }

  /** A payment (or pickup payment) radio by its Vietnamese name. */
  payment(name: string) {
    return this.page.getByRole('radio', { name });
  }

  get orderButton() {
    return this.page.getByRole('button', { name: 'Đặt hàng' });
  }

  /** The list of the lines being ordered. */
  get orderedLines() {
    return this.page.getByRole('list', { name: 'Sản phẩm đặt mua' }).getByRole('listitem');
  }

  /** Places the order and answers its code, once /orders?placed=CODE opens (no gateway payment). */
  async placeOrder(): Promise<string> {
    await this.orderButton.click();
    await expect(this.page).toHaveURL(/\/orders\?placed=[A-Z0-9]+/);
    return new URL(this.page.url()).searchParams.get('placed')!;
  }
}
