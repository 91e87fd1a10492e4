import type { Page } from '@playwright/test';

/** /user/delivery-addresses (spec §2 address book) and its add/edit form (also on /user/profiles/edit). */
export class AddressesPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** Opens the address book, with `?return=` when given. */
  async goto(returnTo?: string): Promise<void> {
    await this.page.goto(returnTo === undefined ? '/user/delivery-addresses' : `/user/delivery-addresses?return=${returnTo}`);
  }

  /** The cards of the address list (not the header's or footer's list items). */
  get cards() {
    return this.page.getByRole('list', { name: 'Các địa chỉ giao hàng' }).getByRole('listitem');
  }

  /** The card that shows `text` (a name, a ward...). */
  card(text: string) {
    return this.cards.filter({ hasText: text });
  }

  get addNew() {
    return this.page.getByRole('link', { name: 'Thêm địa chỉ mới' });
  }

  /** A text box of the address form, by its exact label ("Họ tên", "Số điện thoại"...). */
  field(label: string) {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  /** A place combobox of the form ("Quốc gia", "Tỉnh/Thành phố", "Phường/Xã"). */
  place(label: string) {
    return this.page.getByRole('combobox', { name: label, exact: true });
  }

  /** The options a place combobox lists. */
  placeOptions(label: string) {
    return this.page.getByRole('listbox', { name: label });
  }

  /** The flag picture of a country (in the form or an option), by its ISO code. */
  flag(isoCode: string, within = this.page.locator('body')) {
    return within.locator(`img[src="/flags/${isoCode}.svg"]`);
  }

  get save() {
    return this.page.getByRole('button', { name: 'Lưu địa chỉ' });
  }

  /** A status message of the page, by part of its text. */
  status(text: string) {
    return this.page.getByRole('status').filter({ hasText: text });
  }
}
