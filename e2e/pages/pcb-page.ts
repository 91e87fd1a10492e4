import type { Page } from '@playwright/test';

/** /pcb (spec §2 PCB online ordering): the quote forms, their price panel and delivery block. */
export class PcbPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** Opens a quote form: `/pcb` (fabrication) or `/pcb/assembly`, `/pcb/stencil`, with query parameters. */
  async goto(form: '' | 'assembly' | 'stencil' = '', query = ''): Promise<void> {
    await this.page.goto(`/pcb${form ? `/${form}` : ''}${query}`);
  }

  /** The "Hình thức nhận hàng" (delivery method) radio group. */
  get delivery() {
    return this.page.getByRole('group', { name: 'Hình thức nhận hàng' });
  }

  /** The "Phương thức thanh toán" (payment) radio group. */
  get payment() {
    return this.page.getByRole('group', { name: 'Phương thức thanh toán' });
  }

  /** Waits for the saved delivery/payment choice (spec §7 POST /v1/pcb-quotes/save-option). */
  savedOption() {
    return this.page.waitForResponse((response) => response.url().endsWith('/v1/pcb-quotes/save-option') && response.ok());
  }
}

/** /pcb-orders (spec §2): the signed-in user's PCB orders, one article each. */
export class PcbOrdersPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(): Promise<void> {
    await this.page.goto('/pcb-orders');
  }

  get orders() {
    return this.page.getByRole('article');
  }
}
