import type { Locator, Page } from '@playwright/test';

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

  /** Every order card. */
  get orders() {
    return this.page.getByRole('article');
  }

  /** The "pay again through <gateway>" button of a card (spec §8 payment failed). */
  payAgain(card: Locator, gateway?: string) {
    return card.getByRole('button', gateway === undefined ? { name: /Thanh toán lại/ } : { name: `Thanh toán lại qua ${gateway}` });
  }

  /** A card's feedback form (spec §8 order feedback): opened with "Đánh giá đơn hàng". */
  feedback(card: Locator) {
    return {
      open: card.getByRole('button', { name: 'Đánh giá đơn hàng' }),
      send: card.getByRole('button', { name: 'Gửi đánh giá' }),
      cancel: card.getByRole('button', { name: /^Bỏ/ }),
      /** A star radio: "1 sao" … "5 sao". */
      stars: (count: number) => card.getByRole('radio', { name: `${count} sao` }),
      comment: card.getByRole('textbox', { name: 'Nhận xét của bạn' }),
      pictures: card.getByLabel(/Ảnh \(tối đa 3\)/),
    };
  }
}
