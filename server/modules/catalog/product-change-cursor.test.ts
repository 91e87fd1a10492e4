import { expect, test } from 'vitest';
import { ProductChangeCursor, type ChangeRead } from './product-change-cursor.ts';

/** A read in a snapshot whose running transactions are [xmin, xmax). */
const read = (xmin: number, xmax: number, rows: Array<[number, number | null]>, prunedUpTo = 0): ChangeRead => ({
  xmin: BigInt(xmin),
  xmax: BigInt(xmax),
  prunedUpTo,
  rows,
});

test('rows present at the start are not news; later rows are, each once', () => {
  const cursor = new ProductChangeCursor(read(100, 100, [[1, 7], [2, 8]]), 0);
  expect(cursor.after).toBe(2);
  expect(cursor.take(read(101, 101, [[3, 9], [4, 9]]))).toEqual([9]);
  expect(cursor.after).toBe(4);
  expect(cursor.take(read(101, 101, []))).toBeNull();
});

test('a seq taken by a transaction still open is asked for again and delivered when it commits', () => {
  const cursor = new ProductChangeCursor(read(100, 100, []), 0);
  // seq 1 belongs to xid 100, still running; seq 2 (xid 101) committed.
  expect(cursor.take(read(100, 102, [[2, 20]]))).toEqual([20]);
  expect(cursor.holeSeqs).toEqual([1]);
  expect(cursor.after).toBe(2);
  // Still running: still a hole.
  expect(cursor.take(read(100, 102, []))).toBeNull();
  expect(cursor.holeSeqs).toEqual([1]);
  // Committed: read by its number though it is below `after`.
  expect(cursor.take(read(102, 102, [[1, 10]]))).toEqual([10]);
  expect(cursor.holeSeqs).toEqual([]);
});

test('a hole whose transaction ended without it (rolled back) is given up once the snapshot passes it', () => {
  const cursor = new ProductChangeCursor(read(100, 100, []), 0);
  cursor.take(read(100, 102, [[2, 20]]));
  expect(cursor.take(read(101, 103, []))).toBeNull();
  expect(cursor.holeSeqs).toEqual([1]);
  // Every transaction below 102 has ended and seq 1 is not there: rolled back.
  expect(cursor.take(read(102, 103, []))).toBeNull();
  expect(cursor.holeSeqs).toEqual([]);
});

test('gaps among the rows present at the start are holes (transactions open when the feed started)', () => {
  const cursor = new ProductChangeCursor(read(50, 60, [[11, 1], [13, 3]]), 10);
  expect(cursor.after).toBe(13);
  expect(cursor.holeSeqs).toEqual([12]);
  expect(cursor.take(read(55, 60, [[12, 2]]))).toEqual([2]);
});

test('a null product means everything; rows pruned before they were read mean everything too', () => {
  const cursor = new ProductChangeCursor(read(10, 10, []), 0);
  expect(cursor.take(read(10, 10, [[1, 5], [2, null]]))).toBe('all');
  expect(cursor.take(read(10, 10, [[9, 4]], 8))).toBe('all');
  expect(cursor.after).toBe(9);
  expect(cursor.take(read(10, 10, [[10, 4]], 9))).toEqual([4]);
});
