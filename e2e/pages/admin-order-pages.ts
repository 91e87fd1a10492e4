import { expect, type Page } from '@playwright/test';

/** /admin (spec §2 back office): the staff's order list with its search and filter. */
export class AdminOrdersPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin');
  }

  get heading() {
    return this.page.getByRole('heading', { name: 'Quản trị đơn hàng' });
  }

  /** The back office's tabs ("Loại đơn hàng"): orders, PCB orders, products, sourcing requests, news, messages, moderation, categories, settings. */
  get tabs() {
    return this.page.getByRole('navigation', { name: 'Loại đơn hàng' }).getByRole('link');
  }

  get search() {
    return this.page.getByRole('searchbox', { name: 'Tìm kiếm' });
  }

  /** Filters the list by `query` (an order code, a name...) with the "Lọc" button. */
  async filter(query: string): Promise<void> {
    await this.search.fill(query);
    await this.page.getByRole('button', { name: 'Lọc' }).click();
  }

  /** The link to one order's detail, named by its code. */
  orderLink(code: string) {
    return this.page.getByRole('link', { name: code, exact: true });
  }

  /** Opens an order's detail from the list's search, as staff do; waits for its heading. */
  async openOrder(code: string): Promise<AdminOrderPage> {
    await this.goto();
    await this.filter(code);
    await this.orderLink(code).click();
    const order = new AdminOrderPage(this.page);
    await expect(order.heading(code)).toBeVisible();
    return order;
  }
}

/** /admin/orders/shop/:id (spec §2 back office): one order's facts, status form, refund and history. */
export class AdminOrderPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  heading(code: string) {
    return this.page.getByRole('heading', { name: `Đơn hàng ${code}` });
  }

  /** A region of the detail by its heading ("Thanh toán", "Sản phẩm", "Hóa đơn VAT"...). */
  region(name: string, options: { exact?: boolean } = {}) {
    return this.page.getByRole('region', { name, ...options });
  }

  get delivery() {
    return this.region('Khách hàng và giao hàng');
  }

  get refund() {
    return this.region('Hoàn tiền');
  }

  get history() {
    return this.page.getByRole('list', { name: 'Lịch sử trạng thái' });
  }

  /** The delivery block's tracking panel button (client/ui/tracking-panel.tsx). */
  get tracking() {
    return this.delivery.getByRole('button', { name: /Hành trình đơn hàng/ });
  }

  /** The "Chuyển trạng thái" form and its fields. */
  get statusForm() {
    const form = this.page.getByRole('region', { name: 'Chuyển trạng thái' });
    return {
      region: form,
      status: form.getByRole('combobox', { name: 'Trạng thái mới' }),
      carrier: form.getByRole('textbox', { name: 'Đơn vị vận chuyển' }),
      waybill: form.getByRole('textbox', { name: 'Mã vận đơn' }),
      note: form.getByRole('textbox', { name: 'Ghi chú (khách hàng sẽ thấy)' }),
      submit: form.getByRole('button', { name: 'Cập nhật trạng thái' }),
      cancelAndRefund: form.getByRole('button', { name: 'Hủy đơn và hoàn tiền' }),
      warning: form.getByRole('note'),
    };
  }

  /** A status message of the page (the result of an action), by part of its text. */
  status(text: string | RegExp) {
    return this.page.getByRole('status').filter({ hasText: text });
  }

  /** Moves the order to `status` (by its Vietnamese name) with a note; the result is announced and takes the focus. */
  async changeStatus(status: string, note: string, shipment?: { carrier: string; waybill: string }): Promise<void> {
    const form = this.statusForm;
    await form.status.selectOption({ label: status });
    if (shipment) {
      await form.carrier.fill(shipment.carrier);
      await form.waybill.fill(shipment.waybill);
    }
    await form.note.fill(note);
    await form.submit.click();
    const done = this.status(`sang "${status}"`);
    await expect(done).toBeVisible();
    // Focus moves to the result, so keyboard and screen reader users hear it.
    await expect(done).toBeFocused();
  }
}

/** /admin/orders/pcb/:id (spec §2 back office): a PCB order's configuration, its quote form (custom quotes) and history. */
export class AdminPcbOrderPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(id: number): Promise<void> {
    await this.page.goto(`/admin/orders/pcb/${id}`);
  }

  /** "Đơn PCB PCB000042". */
  heading(id: number) {
    return this.page.getByRole('heading', { name: `Đơn PCB PCB${String(id).padStart(6, '0')}` });
  }

  /** A region of the detail by its heading ("Cấu hình PCB", "PCB configuration", "Lịch sử trạng thái"). */
  region(name: string) {
    return this.page.getByRole('region', { name });
  }

  /** A term of the configuration ("Cấu hình PCB", or "PCB configuration" in English) by its text. */
  configurationTerm(text: string, region = 'Cấu hình PCB') {
    return this.region(region).getByRole('term').filter({ hasText: text });
  }

  /** The "Báo giá cho khách" form staff price a custom quote with. */
  get quoteForm() {
    const form = this.region('Báo giá cho khách');
    return {
      region: form,
      price: form.getByRole('textbox', { name: 'Giá bo mạch (đ)' }),
      leadDays: form.getByRole('spinbutton', { name: 'Thời gian sản xuất (ngày làm việc)' }),
      message: form.getByRole('textbox', { name: 'Lời nhắn cho khách' }),
      send: form.getByRole('button', { name: 'Gửi báo giá cho khách' }),
    };
  }

  /** A status message of the page (the result of an action), by part of its text. */
  status(text: string | RegExp) {
    return this.page.getByRole('status').filter({ hasText: text });
  }
}
