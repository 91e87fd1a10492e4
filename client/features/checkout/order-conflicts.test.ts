import { describe, expect, test } from 'vitest';
import { cartItemFixture as item } from './cart-item-test-fixture.ts';
import { orderConflicts } from './order-conflicts.ts';

const order = {
  linePrices: { '1': 1_000, '2': 1_000, '3': 1_000 },
  lines: [
    { productId: 1, name: 'A', quantity: 10 },
    { productId: 2, name: 'B', quantity: 10 },
    { productId: 3, name: 'C', quantity: 10 },
  ],
};

describe('orderConflicts (contract 409 price_changed / out_of_stock, named by line)', () => {
  test('no conflict when the server agrees', () => {
    expect(orderConflicts(order, [item(1), item(2), item(3)])).toEqual([]);
  });

  test('a new price (extra included), short stock and a line gone are each named, in order', () => {
    const server = [item(1, { price: 900, price_ext: 200 }), item(2, { inventory: 4 })];
    expect(orderConflicts(order, server)).toEqual([
      { kind: 'price', productId: 1, name: 'Linh kiện 1', expected: 1_000, actual: 1_100 },
      { kind: 'stock', productId: 2, name: 'Linh kiện 2', requested: 10, available: 4 },
      { kind: 'gone', productId: 3, name: 'C' },
    ]);
  });

  test('lines the order did not price are ignored', () => {
    expect(orderConflicts({ linePrices: { '1': 1_000 }, lines: order.lines }, [item(1)])).toEqual([]);
  });
});
