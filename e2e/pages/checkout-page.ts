import { expect, type Page } from '@playwright/test';

/** /checkout, step 2 (spec §2, §4): address, methods, pickup slots, VAT, bonus, the summary, "Đặt hàng". */
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

  /**
   * Any radio of the form by its name: a delivery method ("Chuyển phát nhanh"), a carrier, a
   * pickup day or slot ("Hôm nay", "10:00 – 11:00"). `exact` where a name is part of another's.
   */
  radio(name: string | RegExp, options: { exact?: boolean } = {}) {
    return this.page.getByRole('radio', { name, ...options });
  }

  get orderButton() {
    return this.page.getByRole('button', { name: 'Đặt hàng' });
  }

  /** The list of the lines being ordered ("Items ordered" when the page is in English). */
  get orderedLines() {
    return this.linesIn('Sản phẩm đặt mua');
  }

  /** The ordered lines by the list's name in the page's language. */
  linesIn(listName: 'Sản phẩm đặt mua' | 'Items ordered') {
    return this.page.getByRole('list', { name: listName }).getByRole('listitem');
  }

  /** What a guest sees instead of the form. */
  get signInPrompt() {
    return this.page.getByText('Vui lòng đăng nhập để đặt hàng.');
  }

  get signInButton() {
    return this.page.getByRole('button', { name: 'Đăng nhập', exact: true });
  }

  /** The "Thay đổi" link beside the delivery address. */
  get changeAddress() {
    return this.page.getByRole('link', { name: 'Thay đổi' });
  }

  /** The "fee paid on receipt" box (spec §4: offered only for payments above 1). */
  get feeOnReceipt() {
    return this.page.getByRole('checkbox', { name: 'Phí giao hàng thanh toán khi nhận hàng' });
  }

  /** A text box of the form by its label ("Họ tên", "Số điện thoại", "Tên công ty", "Mã số thuế"...). */
  field(label: string) {
    return this.page.getByRole('textbox', { name: label });
  }

  get note() {
    return this.field('Ghi chú cho đơn hàng');
  }

  /** The VAT invoice box ("VAT invoice" in English). */
  vatInvoice(name: 'Xuất hóa đơn VAT' | 'VAT invoice' = 'Xuất hóa đơn VAT') {
    return this.page.getByRole('checkbox', { name });
  }

  /** "Dùng điểm thưởng (...)". */
  get bonus() {
    return this.page.getByRole('checkbox', { name: /Dùng điểm thưởng/ });
  }

  /** A fieldset of the form by its legend ("Giờ nhận hàng", "Ngày nhận hàng", "Pickup time"...). */
  group(name: string) {
    return this.page.getByRole('group', { name });
  }

  /** The pickup slot picker. */
  get pickupTimes() {
    return this.group('Giờ nhận hàng');
  }

  /** The order summary ("Order total" in English). */
  summary(name: 'Tổng đơn hàng' | 'Order total' = 'Tổng đơn hàng') {
    return this.page.getByLabel(name);
  }

  /** One row of the summary (its term and amount) by its term's text. */
  summaryRow(label: string | RegExp, summary = this.summary()) {
    return summary.locator('div').filter({ has: this.page.getByRole('term').filter({ hasText: label }) });
  }

  /** The amount of a summary row. */
  summaryAmount(label: string | RegExp) {
    return this.summaryRow(label).getByRole('definition');
  }

  /** The summary's terms with `text`. */
  summaryTerm(text: string | RegExp, summary = this.summary()) {
    return summary.getByRole('term').filter({ hasText: text });
  }

  get total() {
    return this.page.getByTestId('checkout-total');
  }

  get deliveryTime() {
    return this.page.getByTestId('checkout-delivery-time');
  }

  /** The notice of an order placed offline (spec §4: sent through the outbox). */
  get waiting() {
    return this.page.getByText('Đang chờ kết nối — đơn hàng sẽ được gửi khi có mạng');
  }

  /** The order button while an order waits in the outbox. */
  get waitingButton() {
    return this.page.getByRole('button', { name: 'Đơn hàng đang chờ gửi' });
  }

  /** Places the order and answers its code, once /orders?placed=CODE opens (no gateway payment). */
  async placeOrder(): Promise<string> {
    await this.orderButton.click();
    await expect(this.page).toHaveURL(/\/orders\?placed=[A-Z0-9]+/);
    return new URL(this.page.url()).searchParams.get('placed')!;
  }

  /**
   * Pays at the fake gateway's page (server/test/fake-gateways) after "Đặt hàng": `Pay` (PayPal's
   * button says "Pay Now") or `Cancel`, as the customer chooses.
   */
  async atGateway(button: 'Pay' | 'Pay Now' | 'Cancel'): Promise<void> {
    await this.page.getByRole('button', { name: button, exact: true }).click();
  }
}
