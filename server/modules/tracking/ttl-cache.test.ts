import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

describe('TtlCache', () => {
  it('returns a value until its time is up', () => {
    let now = 1_000;
    const cache = new TtlCache<string>({ ttlMs: 60_000, maxEntries: 10, now: () => now });
    cache.set('JT1', 'scans');
    now += 59_999;
    expect(cache.get('JT1')).toBe('scans');
    now += 1;
    expect(cache.get('JT1')).toBeUndefined();
  });

  it('drops the oldest entry past the bound', () => {
    const cache = new TtlCache<number>({ ttlMs: 60_000, maxEntries: 2, now: () => 0 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3);
    cache.set('c', 4);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(3);
    expect(cache.get('c')).toBe(4);
  });
});
