import type { Page } from '@playwright/test';

/** /orders (spec §2 order list): one article per order, named "Đơn hàng CODE". */
export class OrdersPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(): Promise<void> {
    await this.page.goto('/orders');
  }

  /** The card of one order. */
  order(code: string) {
    return this.page.getByRole('article', { name: `Đơn hàng ${code}` });
  }

  /** The newest order's card (the list is newest first). */
  get newest() {
    return this.page.getByRole('article').first();
  }
}
