import type { Page } from '@playwright/test';

/** The header's product search (spec §2 search box): the combobox, its suggestions and recent searches. */
export class SearchBox {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  get box() {
    return this.page.getByRole('combobox', { name: 'Tìm kiếm sản phẩm' });
  }

  /** The suggestions popup (categories, suppliers, products, "see all"). */
  get suggestions() {
    return this.page.getByRole('listbox', { name: 'Gợi ý tìm kiếm' });
  }

  /** The recent searches listed when the empty box has the focus. */
  get recent() {
    return this.page.getByRole('listbox', { name: 'Tìm kiếm gần đây' });
  }

  get clearHistory() {
    return this.page.getByRole('button', { name: 'Xóa lịch sử' });
  }

  /** Types `keyword` into the box (replacing what it held). */
  async type(keyword: string): Promise<void> {
    await this.box.fill(keyword);
  }
}
