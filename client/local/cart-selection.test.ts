import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { addCartLine, removeCartLine, setCartLineQuantity } from './cart-lines.ts';
import { saveSelection, selectedLineIds } from './cart-selection.ts';
import { createLocalDb } from './db.ts';

const freshDb = () => createLocalDb(`cart-selection-${crypto.randomUUID()}`);

describe('persisted cart selection', () => {
  test('a line without a mark counts as selected; saved marks are kept in cart order', async () => {
    const db = freshDb();
    expect(await selectedLineIds(db, [3, 1, 2])).toEqual([3, 1, 2]);
    await saveSelection(db, [3, 1, 2], [2, 3]);
    expect(await selectedLineIds(db, [3, 1, 2])).toEqual([3, 2]);
    await saveSelection(db, [3, 1, 2], []);
    expect(await selectedLineIds(db, [3, 1, 2])).toEqual([]);
  });

  test('removing a line removes its mark; a quantity change keeps the line', async () => {
    const db = freshDb();
    await addCartLine(db, { productId: 4, quantity: 1, rule: { minimum: 1, step: 1 } });
    await saveSelection(db, [4], []);
    expect(await setCartLineQuantity(db, 4, 9)).toBe(true);
    expect((await db.cartLines.get(4))?.quantity).toBe(9);
    await removeCartLine(db, 4);
    expect(await db.cartSelection.count()).toBe(0);
    expect(await setCartLineQuantity(db, 4, 2)).toBe(false);
  });
});
