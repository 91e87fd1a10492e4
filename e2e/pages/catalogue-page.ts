import type { Page } from '@playwright/test';

/** /product/{slug} (spec §2 category listing): the filter panel, sorting, pagination and the list. */
export class CataloguePage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(slug: string, query = ''): Promise<void> {
    await this.page.goto(`/product/${slug}${query}`);
  }

  /** The mega-menu of the header (spec §2: level 1, level 2 on hover, level 3 with a back control). */
  get menu() {
    return this.page.getByRole('navigation', { name: 'Danh mục sản phẩm' });
  }

  get heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** The filter panel's Apply button (disabled until something is chosen, spec §4). */
  get apply() {
    return this.page.getByRole('button', { name: /Áp dụng/ });
  }

  /** One filter value by its label. */
  filterValue(name: RegExp | string) {
    return this.page.getByRole('checkbox', { name });
  }

  get sort() {
    return this.page.getByLabel('Sắp xếp');
  }

  /** A page link of the pagination ("Trang 2"). */
  pageLink(n: number) {
    return this.page.getByRole('navigation', { name: 'Phân trang' }).getByRole('link', { name: `Trang ${n}`, exact: true });
  }

  /** The product links of the listing, in order. */
  get productLinks() {
    return this.page.locator('main a[href^="/products/"]');
  }

  /** True while the listing is loading a new answer. */
  get busy() {
    return this.page.locator('main [aria-busy="true"]');
  }
}
