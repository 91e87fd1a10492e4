import type { Locator, Page } from '@playwright/test';

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

  /** The fabrication form's board size boxes (mm). */
  get width() {
    return this.page.getByRole('textbox', { name: 'Chiều rộng X (mm)' });
  }

  get height() {
    return this.page.getByRole('textbox', { name: 'Chiều dài Y (mm)' });
  }

  /** The question a form opened from the menu asks when a draft of it exists. */
  get resumePrompt() {
    return this.page.getByRole('region', { name: 'Tiếp tục bản nháp gần nhất?' });
  }

  /** The quote's "Tiêu đề" (title) box; typing in it saves the form as a draft. */
  get title() {
    return this.page.getByRole('textbox', { name: 'Tiêu đề' });
  }

  /** Opens /pcb/drafts from the PCB tabs ("Bản nháp của tôi"). */
  async openDrafts(): Promise<PcbDraftsPage> {
    await this.page.getByRole('link', { name: 'Bản nháp của tôi' }).click();
    return new PcbDraftsPage(this.page);
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

/** /pcb/drafts (spec §2 PCB drafts): the quote forms saved on this device, newest first. */
export class PcbDraftsPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(): Promise<void> {
    await this.page.goto('/pcb/drafts');
  }

  /** One list item per draft. */
  get drafts() {
    return this.page.getByRole('list', { name: 'Bản nháp' }).getByRole('listitem');
  }

  /** Opens a copy of the draft in its form. */
  async duplicate(draft: Locator): Promise<void> {
    await draft.getByRole('button', { name: 'Nhân bản' }).click();
  }

  /** Deletes the draft through the shop's own confirm (not the browser's). */
  async remove(draft: Locator): Promise<void> {
    await draft.getByRole('button', { name: 'Xóa' }).click();
    await this.page.getByRole('alertdialog', { name: 'Xóa bản nháp?' }).getByRole('button', { name: 'Xóa', exact: true }).click();
  }

  /** Reopens the draft in its form. */
  async open(draft: Locator): Promise<void> {
    await draft.getByRole('link', { name: 'Mở' }).click();
  }
}
