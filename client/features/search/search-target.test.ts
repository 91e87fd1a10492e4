import { describe, expect, it } from 'vitest';
import { searchTarget } from './search-target.ts';

describe('searchTarget (spec §5: empty submit blocked)', () => {
  it('blocks empty and whitespace-only keywords', () => {
    expect(searchTarget('')).toBeNull();
    expect(searchTarget('   \t ')).toBeNull();
  });

  it('trims and collapses whitespace, and encodes the keyword', () => {
    expect(searchTarget('  stm32  f103 ')).toEqual({ keyword: 'stm32 f103', href: '/products?search=stm32%20f103' });
    expect(searchTarget('tụ 10uF & 16V')?.href).toBe('/products?search=t%E1%BB%A5%2010uF%20%26%2016V');
  });

  it('normalizes decomposed Vietnamese to NFC', () => {
    expect(searchTarget('tu\u0323')?.keyword).toBe('tụ');
  });
});
