import { describe, expect, test } from 'vitest';
import type { CartItem } from '#shared/cart/schemas.ts';
import type { CartLineFacts } from '../../local/cart-line-facts.ts';
import type { CartLine } from '../../local/db.ts';
import { cartItemFixture } from './cart-item-test-fixture.ts';
import { checkoutLines, linePricesOf } from './checkout-lines.ts';

const facts: CartLineFacts = {
  name: 'Điện trở 10k',
  slug: 'dien-tro-10k',
  image_id: null,
  price: 200,
  prices: [{ quantity: 100, price: 150 }],
  multiples: 10,
  unit: 'Cái',
  inventory: 5_000,
  supplier_name: null,
  supplier_slug: null,
  category_extras: [],
  seenAt: 0,
};

function local(productId: number, quantity: number, withFacts: CartLineFacts | null = facts): CartLine {
  return { productId, quantity, addedAt: productId, updatedAt: productId, facts: withFacts };
}

function serverItem(id: number, changes: Partial<CartItem> = {}): CartItem {
  return cartItemFixture(id, {
    name: `Server ${id}`,
    slug: `s-${id}`,
    image_id: 9,
    price: 180,
    list_price: 180,
    quantity: 30,
    multiples: 10,
    line_total: 5_400,
    ...changes,
  });
}

describe('checkoutLines', () => {
  test("names each line in the storefront's language: the English name on the English storefront, else the Vietnamese one", () => {
    const english = { ...facts, name_en: '10k resistor' };
    expect(checkoutLines([local(1, 100, english)], null, 'en')[0]?.name).toBe('10k resistor');
    expect(checkoutLines([local(1, 100, english)], null, 'vi')[0]?.name).toBe('Điện trở 10k');
    expect(checkoutLines([local(1, 100)], null, 'en')[0]?.name).toBe('Điện trở 10k');
    expect(checkoutLines([local(1, 100)], [serverItem(1, { name_en: 'Server resistor' })], 'en')[0]?.name).toBe('Server resistor');
  });

  test("prices the browser's quantities with the stored facts when the server has not answered", () => {
    const [line] = checkoutLines([local(1, 100)], null);
    expect(line).toMatchObject({ name: 'Điện trở 10k', unitPrice: 150, lineTotal: 15_000 });
    expect(line?.priced).toMatchObject({ id: 1, quantity: 100 });
  });

  test("the server's facts win over the stored ones; the quantity stays the browser's", () => {
    const [line] = checkoutLines([local(1, 100)], [serverItem(1, { list_price: 120, quantity: 30 })]);
    expect(line).toMatchObject({ name: 'Server 1', unitPrice: 120, lineTotal: 12_000 });
  });

  test('a line with no facts at all is left out until the server answers', () => {
    expect(checkoutLines([local(1, 10, null), local(2, 10)], null).map((line) => line.priced.id)).toEqual([2]);
  });

  test("an empty browser cart takes the server's cart", () => {
    expect(checkoutLines([], [serverItem(5)]).map((line) => [line.priced.id, line.priced.quantity])).toEqual([[5, 30]]);
  });

  test('linePricesOf names the unit price of each selected line only', () => {
    const lines = checkoutLines([local(1, 100), local(2, 10)], null);
    expect(linePricesOf(lines, [2])).toEqual({ '2': 200 });
  });
});
