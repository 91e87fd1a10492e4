import { describe, expect, test } from 'vitest';
import { CART_MAX_LINES } from '#shared/cart/cart-limit.ts';
import { adjustmentUpdates, cartSignature, mergedIntent, serverSignature, settledIntent, storeBody } from './cart-sync-rules.ts';

describe('cart signature', () => {
  test('ignores line order and tells quantity and extra apart', () => {
    const a = cartSignature([{ productId: 2, quantity: 5 }, { productId: 1, quantity: 10, catextId: 3 }]);
    const b = cartSignature([{ productId: 1, quantity: 10, catextId: 3 }, { productId: 2, quantity: 5 }]);
    expect(a).toBe(b);
    expect(cartSignature([{ productId: 1, quantity: 11, catextId: 3 }, { productId: 2, quantity: 5 }])).not.toBe(a);
    expect(cartSignature([{ productId: 1, quantity: 10 }, { productId: 2, quantity: 5 }])).not.toBe(a);
  });

  test('a server cart and the same local cart have the same signature', () => {
    expect(serverSignature([{ id: 4, quantity: 20, catext_id: null }])).toBe(cartSignature([{ productId: 4, quantity: 20, catextId: null }]));
    expect(cartSignature([])).toBe('');
  });
});

describe('set-store body', () => {
  test('sends every line with its count, the extra only when chosen', () => {
    expect(storeBody([{ productId: 7, quantity: 10 }, { productId: 8, quantity: 1, catextId: 2 }])).toEqual({
      cartSession: [{ id: 7, quantity: 10 }, { id: 8, quantity: 1, catext_id: 2 }],
      count: 2,
    });
  });
});

describe('applying the server adjustments', () => {
  const sent = [{ id: 1, quantity: 7 }, { id: 2, quantity: 50 }, { id: 3, quantity: 5 }, { id: 4, quantity: 1 }];
  const adjustments = [
    { product_id: 1, requested: 7, quantity: 10, reason: 'rounded' as const },
    { product_id: 2, requested: 50, quantity: 20, reason: 'capped' as const },
    { product_id: 3, requested: 5, quantity: 0, reason: 'out_of_stock' as const },
    { product_id: 4, requested: 1, quantity: 0, reason: 'not_found' as const },
  ];

  test('rounded and capped lines take the server quantity, dropped lines go', () => {
    const local = sent.map((line) => ({ productId: line.id, quantity: line.quantity }));
    const { updates, applied } = adjustmentUpdates(local, sent, adjustments);
    expect(updates).toEqual([
      { productId: 1, kind: 'set', quantity: 10 },
      { productId: 2, kind: 'set', quantity: 20 },
      { productId: 3, kind: 'remove' },
      { productId: 4, kind: 'remove' },
    ]);
    expect(applied).toEqual(adjustments);
  });

  test('a line changed after the request left keeps the newer intent', () => {
    const local = [{ productId: 1, quantity: 15 }, { productId: 2, quantity: 50 }];
    const { updates } = adjustmentUpdates(local, sent, adjustments);
    expect(updates).toEqual([{ productId: 2, kind: 'set', quantity: 20 }]);
  });

  test('the server then holds the adjusted lines without the dropped ones', () => {
    expect(settledIntent(sent, adjustments)).toEqual([
      { productId: 1, quantity: 10, catextId: null },
      { productId: 2, quantity: 20, catextId: null },
    ]);
  });
});

describe('joining the server cart', () => {
  const server = [
    { id: 1, quantity: 30, catext_id: null },
    { id: 9, quantity: 4, catext_id: null },
  ];
  const local = [{ productId: 5, quantity: 2 }, { productId: 1, quantity: 10 }];

  test('at sign-in the merged server quantity wins; local-only lines stay; server-only lines follow', () => {
    expect(mergedIntent(local, server, true)).toEqual({
      lines: [
        { productId: 5, quantity: 2, catextId: null },
        { productId: 1, quantity: 30, catextId: null },
        { productId: 9, quantity: 4, catextId: null },
      ],
      refused: [],
    });
  });

  test('on a plain load the browser quantity (newest intent) wins', () => {
    expect(mergedIntent(local, server, false).lines.map((line) => line.quantity)).toEqual([2, 10, 4]);
  });

  test('the account cart keeps its lines; browser-only lines join while there is room', () => {
    const full = Array.from({ length: CART_MAX_LINES - 1 }, (_, index) => ({ id: 1_000 + index, quantity: 1, catext_id: null }));
    const browser = [{ productId: 5, quantity: 2 }, { productId: 1_000, quantity: 3 }, { productId: 6, quantity: 1 }];
    const { lines, refused } = mergedIntent(browser, full, true);
    expect(lines).toHaveLength(CART_MAX_LINES);
    expect(lines.map((line) => line.productId)).toContain(5);
    expect(refused).toEqual([{ productId: 6, quantity: 1, catextId: null }]);
  });
});
