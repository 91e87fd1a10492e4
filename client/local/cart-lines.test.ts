import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { addCartLine, getCartLine } from './cart-lines.ts';
import { createLocalDb } from './db.ts';

const freshDb = () => createLocalDb(`cart-lines-${crypto.randomUUID()}`);

describe('adding to the local cart', () => {
  test('a new product becomes a line with its quantity and timestamps', async () => {
    const db = freshDb();
    const line = await addCartLine(db, { productId: 7, quantity: 10, multiple: 5 }, 1_000);
    expect(line).toEqual({ productId: 7, quantity: 10, addedAt: 1_000, updatedAt: 1_000 });
    expect(await getCartLine(db, 7)).toEqual(line);
    expect(await db.cartLines.count()).toBe(1);
  });

  test('adding the same product again grows the line instead of adding one', async () => {
    const db = freshDb();
    await addCartLine(db, { productId: 7, quantity: 10, multiple: 5 }, 1_000);
    const line = await addCartLine(db, { productId: 7, quantity: 5, multiple: 5 }, 2_000);
    expect(line).toEqual({ productId: 7, quantity: 15, addedAt: 1_000, updatedAt: 2_000 });
    expect(await db.cartLines.count()).toBe(1);
  });

  test('the sum is re-rounded to the multiple (a line stored off-step is repaired)', async () => {
    const db = freshDb();
    await db.cartLines.put({ productId: 3, quantity: 700, addedAt: 1, updatedAt: 1 });
    const line = await addCartLine(db, { productId: 3, quantity: 721, multiple: 721 }, 5);
    expect(line.quantity).toBe(1442);
  });

  test('a quantity below the minimum is rounded up for a new line', async () => {
    const db = freshDb();
    const line = await addCartLine(db, { productId: 9, quantity: 1, multiple: 721 }, 5);
    expect(line.quantity).toBe(721);
  });

  test('different products make separate lines and keep their extras', async () => {
    const db = freshDb();
    await db.cartLines.put({ productId: 1, quantity: 2, catextId: 4, addedAt: 1, updatedAt: 1 });
    await addCartLine(db, { productId: 2, quantity: 1, multiple: 1 }, 10);
    const grown = await addCartLine(db, { productId: 1, quantity: 3, multiple: 1 }, 11);
    expect(grown).toEqual({ productId: 1, quantity: 5, catextId: 4, addedAt: 1, updatedAt: 11 });
    expect(await db.cartLines.count()).toBe(2);
  });
});
