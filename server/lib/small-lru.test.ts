import { expect, test } from 'vitest';
import { SmallLru } from './small-lru.ts';

test('set returns the least recently used entry it pushed out', () => {
  const lru = new SmallLru<string, number>(2);
  expect(lru.set('a', 1)).toBeUndefined();
  expect(lru.set('b', 2)).toBeUndefined();
  expect(lru.get('a')).toBe(1);
  // 'b' is now the least recently used.
  expect(lru.set('c', 3)).toBe(2);
  expect(lru.get('b')).toBeUndefined();
  expect([lru.get('a'), lru.get('c')]).toEqual([1, 3]);
});

test('replacing a key returns the value it replaced', () => {
  const lru = new SmallLru<string, number>(2);
  lru.set('a', 1);
  expect(lru.set('a', 5)).toBe(1);
  expect(lru.get('a')).toBe(5);
});
