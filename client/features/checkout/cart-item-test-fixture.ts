// The server cart line the checkout tests build on; imported by tests only.
import type { CartItem } from '#shared/cart/schemas.ts';

/** A server cart line for the checkout tests: one unit per multiple at 1,000 đ, 10 in the cart; `changes` override. */
export function cartItemFixture(id: number, changes: Partial<CartItem> = {}): CartItem {
  return {
    id,
    name: `Linh kiện ${id}`,
    name_en: null,
    slug: `lk-${id}`,
    image_id: null,
    price: 1_000,
    list_price: 1_000,
    price_ext: 0,
    quantity: 10,
    multiples: 1,
    step: 1,
    unit: 'Cái',
    inventory: 100,
    prices: [],
    options: [],
    category_extras: [],
    catext_id: null,
    supplier_name: null,
    supplier_slug: null,
    line_total: 10_000,
    updated_at: '2026-11-22T00:00:00.000Z',
    ...changes,
  };
}
