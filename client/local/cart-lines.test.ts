import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { CART_MAX_LINES } from '#shared/cart/cart-limit.ts';
import { addCartLine, addCartLines, CartFullError, getCartLine, setCartLineExtra } from './cart-lines.ts';
import { createLocalDb } from './db.ts';

const freshDb = () => createLocalDb(`cart-lines-${crypto.randomUUID()}`);

describe('adding to the local cart', () => {
  test('a new product becomes a line with its quantity and timestamps', async () => {
    const db = freshDb();
    const line = await addCartLine(db, { productId: 7, quantity: 10, rule: { minimum: 5, step: 5 } }, 1_000);
    expect(line).toEqual({ productId: 7, quantity: 10, addedAt: 1_000, updatedAt: 1_000 });
    expect(await getCartLine(db, 7)).toEqual(line);
    expect(await db.cartLines.count()).toBe(1);
  });

  test('adding the same product again grows the line instead of adding one', async () => {
    const db = freshDb();
    await addCartLine(db, { productId: 7, quantity: 10, rule: { minimum: 5, step: 5 } }, 1_000);
    const line = await addCartLine(db, { productId: 7, quantity: 5, rule: { minimum: 5, step: 5 } }, 2_000);
    expect(line).toEqual({ productId: 7, quantity: 15, addedAt: 1_000, updatedAt: 2_000 });
    expect(await db.cartLines.count()).toBe(1);
  });

  test('the sum is re-rounded to the multiple (a line stored off-step is repaired)', async () => {
    const db = freshDb();
    await db.cartLines.put({ productId: 3, quantity: 700, addedAt: 1, updatedAt: 1 });
    const line = await addCartLine(db, { productId: 3, quantity: 721, rule: { minimum: 721, step: 721 } }, 5);
    expect(line.quantity).toBe(1442);
  });

  test('a quantity below the minimum is rounded up for a new line', async () => {
    const db = freshDb();
    const line = await addCartLine(db, { productId: 9, quantity: 1, rule: { minimum: 721, step: 721 } }, 5);
    expect(line.quantity).toBe(721);
  });

  test('different products make separate lines and keep their extras', async () => {
    const db = freshDb();
    await db.cartLines.put({ productId: 1, quantity: 2, catextId: 4, addedAt: 1, updatedAt: 1 });
    await addCartLine(db, { productId: 2, quantity: 1, rule: { minimum: 1, step: 1 } }, 10);
    const grown = await addCartLine(db, { productId: 1, quantity: 3, rule: { minimum: 1, step: 1 } }, 11);
    expect(grown).toEqual({ productId: 1, quantity: 5, catextId: 4, addedAt: 1, updatedAt: 11 });
    expect(await db.cartLines.count()).toBe(2);
  });
});

describe('the cart limit', () => {
  test('a full cart refuses a new product with CartFullError and keeps every line; a line there still grows', async () => {
    const db = freshDb();
    await db.cartLines.bulkPut(Array.from({ length: CART_MAX_LINES }, (_, index) => ({ productId: index + 1, quantity: 1, addedAt: index, updatedAt: index })));
    await expect(addCartLine(db, { productId: 9_999, quantity: 1, rule: { minimum: 1, step: 1 } })).rejects.toBeInstanceOf(CartFullError);
    expect(await db.cartLines.count()).toBe(CART_MAX_LINES);
    expect(await getCartLine(db, 9_999)).toBeUndefined();
    expect((await addCartLine(db, { productId: 1, quantity: 2, rule: { minimum: 1, step: 1 } })).quantity).toBe(3);
  });
});

describe('the category extra of a local line', () => {
  test('setting the extra stores the catext_id (null clears it); a gone line answers false', async () => {
    const db = freshDb();
    await addCartLine(db, { productId: 5, quantity: 2, rule: { minimum: 1, step: 1 } }, 1);
    expect(await setCartLineExtra(db, 5, 9, 2)).toBe(true);
    expect(await getCartLine(db, 5)).toMatchObject({ quantity: 2, catextId: 9, updatedAt: 2 });
    expect(await setCartLineExtra(db, 5, null, 3)).toBe(true);
    expect((await getCartLine(db, 5))?.catextId).toBeNull();
    expect(await setCartLineExtra(db, 6, 9, 4)).toBe(false);
  });

  test('adding from a page that does not know the extras keeps the ones the line had', async () => {
    const db = freshDb();
    const extra = { id: 9, name: 'Đóng cuộn (reel)', name_en: 'Reel', price: 20, image_id: null };
    const facts = { name: 'R 10k', slug: 'r-10k', image_id: null, price: 100, prices: [], multiples: 1, unit: 'Cái', inventory: 50, supplier_name: null, supplier_slug: null, seenAt: 1 };
    await db.cartLines.put({ productId: 5, quantity: 2, catextId: 9, addedAt: 1, updatedAt: 1, facts: { ...facts, category_extras: [extra] } });
    const grown = await addCartLine(db, { productId: 5, quantity: 1, rule: { minimum: 1, step: 1 }, facts: { ...facts, price: 90, category_extras: [], seenAt: 2 } }, 2);
    expect(grown.facts).toMatchObject({ price: 90, category_extras: [extra] });
    expect(grown.catextId).toBe(9);
  });
});

describe('adding several lines at once (the BOM tool)', () => {
  test('writes every line in one step, growing ones already in the cart', async () => {
    const db = freshDb();
    await addCartLine(db, { productId: 1, quantity: 10, rule: { minimum: 10, step: 10 } }, 1_000);
    const stored = await addCartLines(db, [
      { productId: 1, quantity: 20, rule: { minimum: 10, step: 10 } },
      { productId: 2, quantity: 3, rule: { minimum: 5, step: 5 } },
    ], 2_000);
    expect(stored.map((line) => [line.productId, line.quantity])).toEqual([[1, 30], [2, 5]]);
    expect(await db.cartLines.count()).toBe(2);
  });

  test('writes nothing when the new products would overfill the cart', async () => {
    const db = freshDb();
    await db.cartLines.bulkPut(Array.from({ length: CART_MAX_LINES - 1 }, (_, i) => ({ productId: 1000 + i, quantity: 1, addedAt: i, updatedAt: i })));
    const adding = addCartLines(db, [
      { productId: 1, quantity: 1, rule: { minimum: 1, step: 1 } },
      { productId: 2, quantity: 1, rule: { minimum: 1, step: 1 } },
    ]);
    await expect(adding).rejects.toBeInstanceOf(CartFullError);
    expect(await getCartLine(db, 1)).toBeUndefined();
    expect(await db.cartLines.count()).toBe(CART_MAX_LINES - 1);
  });
});
