import { expect, type Locator, type Page } from '@playwright/test';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** /pcb (spec §2 PCB online ordering): the quote forms, their price panel and delivery block. */
export class PcbPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** Opens a quote form: `/pcb` (fabrication) or `/pcb/assembly`, `/pcb/stencil`, `/pcb/custom`, with query parameters. */
  async goto(form: '' | 'assembly' | 'stencil' | 'custom' = '', query = ''): Promise<void> {
    await this.page.goto(`/pcb${form ? `/${form}` : ''}${query}`);
  }

  /** A fieldset of the form by its legend ("Số lượng", "Số lớp", "Màu phủ (solder mask)"...). */
  group(name: string, options: { exact?: boolean } = {}) {
    return this.page.getByRole('group', { name, ...options });
  }

  /** An option button of a question (pressed when chosen), within `group` when given. */
  option(name: string, group?: string) {
    return (group === undefined ? this.page : this.group(group)).getByRole('button', { name, exact: true });
  }

  /** A PCB type button ("FR-4 4 lớp", "Nhôm (aluminium)"). */
  type(name: string) {
    return this.page.getByRole('button', { name });
  }

  /** The "Số lượng" quantity buttons. */
  get quantities() {
    return this.group('Số lượng');
  }

  /** The button that opens and closes the quantity box; named with the count ("Số lượng 10 bo"). */
  get quantityToggle() {
    return this.page.getByRole('button', { name: /^Số lượng \d+ bo$/ });
  }

  /** "Số lượng khác" and the box it opens (a multiple of 50). */
  get otherQuantityButton() {
    return this.page.getByRole('button', { name: 'Số lượng khác' });
  }

  get otherQuantity() {
    return this.page.getByRole('textbox', { name: 'Nhập số lượng (bội số của 50)' });
  }

  /** The build-time list's toggle, and the list itself. */
  get buildTimeToggle() {
    return this.page.getByRole('button', { name: /^Thời gian sản xuất/ });
  }

  get buildTimes() {
    return this.group('Thời gian sản xuất');
  }

  /** The "Giải thích: <question>" help button of a specification. */
  help(question: string) {
    return this.page.getByRole('button', { name: `Giải thích: ${question}` });
  }

  /** The design file input ("Tệp thiết kế (Gerber)"). */
  get designFile() {
    return this.page.getByLabel('Tệp thiết kế (Gerber)');
  }

  /** Attaches a design file and waits until the form names it. */
  async attachDesign(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.designFile.setInputFiles(file);
    await expect(this.page.getByText(file.name, { exact: false }).first()).toBeVisible();
  }

  /** The stencil form's size dropdown ("Stencil size" in English). */
  stencilSize(name: 'Kích thước stencil' | 'Stencil size' = 'Kích thước stencil') {
    return this.page.getByRole('combobox', { name });
  }

  /** The quote's total in the price panel. */
  get total() {
    return this.page.getByTestId('pcb-total');
  }

  /** The price panel ("Báo giá"). */
  get pricePanel() {
    return this.page.getByRole('region', { name: 'Báo giá', exact: true });
  }

  /** The amount of a price line of the price panel, by its exact label ("Phí giao hàng"). */
  priceLine(label: string | RegExp) {
    const term = this.page.getByRole('term').filter({ hasText: typeof label === 'string' ? new RegExp(`^${escapeRegExp(label)}$`) : label });
    return this.pricePanel.locator('div').filter({ has: term }).getByRole('definition');
  }

  /** The "Giao hàng và thanh toán" panel (addresses, methods, carriers). */
  get deliveryPanel() {
    return this.page.getByRole('region', { name: 'Giao hàng và thanh toán' });
  }

  /** The customer's addresses to deliver to. */
  get addresses() {
    return this.group('Địa chỉ nhận hàng');
  }

  /** The international carriers offered abroad. */
  get carriers() {
    return this.page.getByRole('radiogroup', { name: 'Đơn vị vận chuyển quốc tế' });
  }

  /** "Gửi yêu cầu báo giá". */
  get submit() {
    return this.page.getByRole('button', { name: 'Gửi yêu cầu báo giá' });
  }

  /** Sends the quote and waits for the home page the shop opens after an accepted quote. */
  async submitAccepted(): Promise<void> {
    await this.submit.click();
    await expect(this.page).toHaveURL('/', { timeout: 15_000 });
  }

  /** An alert of the form (a refusal, a changed price) by part of its text. */
  alert(text: string | RegExp) {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  /** The phone's sticky summary bar ("Tóm tắt báo giá"). */
  get phoneSummary() {
    return this.page.getByRole('region', { name: 'Tóm tắt báo giá' });
  }

  /** The PCB tabs ("Loại báo giá"). */
  get tabs() {
    return this.page.getByRole('navigation', { name: 'Loại báo giá' });
  }

  /** The "Hình thức nhận hàng" (delivery method) radio group. */
  get delivery() {
    return this.page.getByRole('group', { name: 'Hình thức nhận hàng' });
  }

  /** The "Phương thức thanh toán" (payment) radio group. */
  get payment() {
    return this.page.getByRole('group', { name: 'Phương thức thanh toán' });
  }

  /** A delivery method radio ("Chuyển phát nhanh", "Xe máy", "Nhận tại cửa hàng"). */
  deliveryMethod(name: string, options: { exact?: boolean } = {}) {
    return this.delivery.getByRole('radio', { name, ...options });
  }

  /** A payment method radio ("Thanh toán khi nhận hàng (COD)", "Chuyển khoản ngân hàng"). */
  paymentMethod(name: string) {
    return this.payment.getByRole('radio', { name });
  }

  /** Any radio of the page by its name (a method that must not be offered, a custom quote kind). */
  radio(name: string | RegExp, options: { exact?: boolean } = {}) {
    return this.page.getByRole('radio', { name, ...options });
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

  /** The guests' sign-in link. */
  get signInLink() {
    return this.page.getByRole('link', { name: 'Đăng nhập để xem đơn PCB' });
  }

  get empty() {
    return this.page.getByText('Bạn chưa có đơn hàng PCB nào.');
  }

  /** A term of an order's facts, by its text. */
  term(order: Locator, label: string | RegExp) {
    return order.getByRole('term').filter({ hasText: label });
  }

  /** The value beside an order's term with exactly `label` ("Tổng cộng", "Phí giao hàng"). */
  amount(order: Locator, label: string) {
    return this.term(order, new RegExp(`^${escapeRegExp(label)}$`)).locator('xpath=following-sibling::dd[1]');
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

  /** What the page says when this device keeps no draft. */
  get empty() {
    return this.page.getByText('Chưa có bản nháp nào.', { exact: false });
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
