import { describe, expect, test } from 'vitest';
import { createPrng } from './prng.ts';
import { searchQueryPool, typedForm, withTypo } from './search-queries.ts';

const source = {
  products: [
    { sku: 'C25804', mpn: '0603WAF1002T5E', package: '0603', description: '10kΩ ±1% 100mW 0603  Chip Resistor - Surface Mount ROHS' },
    { sku: 'C8734', mpn: 'STM32F103C8T6', package: 'LQFP-48(7x7)', description: '64KB 2.0V~3.6V ARM-M3 72MHz 37 LQFP-48(7x7)  Microcontrollers ROHS' },
  ],
  categories: [
    { name: 'Điện trở', products: 900 },
    { name: 'Tụ điện', products: 100 },
  ],
  supplierNames: ['UNI-ROYAL(Uniroyal Elec)', 'STMicroelectronics', '--'],
};

describe('search query pool', () => {
  const pool = searchQueryPool(source, 2000, createPrng(3));

  test('is what the client sends: lowercased, 2 to 100 characters, deterministic', () => {
    expect(pool).toHaveLength(2000);
    for (const query of pool) {
      expect(query).toBe(query.toLowerCase());
      expect(query.length).toBeGreaterThanOrEqual(2);
      expect(query.length).toBeLessThanOrEqual(100);
    }
    expect(searchQueryPool(source, 2000, createPrng(3))).toEqual(pool);
  });

  test('mixes MPN and SKU prefixes, category words without diacritics, brands and value words', () => {
    expect(pool).toContain('stm32f1');
    expect(pool.some((q) => /^c25(8(0(4)?)?)?$/.test(q))).toBe(true);
    expect(pool).toContain('dien tro');
    expect(pool.filter((q) => q.startsWith('dien')).length).toBeGreaterThan(pool.filter((q) => q.startsWith('tu')).length);
    expect(pool).toContain('stmicroelectronics');
    expect(pool).toContain('10k 0603');
    expect(pool.some((q) => q.includes('ω') || q.includes('--'))).toBe(false);
  });
});

describe('typing helpers', () => {
  test('typedForm drops diacritics and symbols as an engineer types', () => {
    expect(typedForm('Tụ gốm dán MLCC')).toBe('tu gom dan mlcc');
    expect(typedForm('Điện trở 10kΩ')).toBe('dien tro 10k');
  });

  test('withTypo changes one character position and never the first', () => {
    const rng = createPrng(9);
    for (let i = 0; i < 200; i++) {
      const typo = withTypo('stm32f103', rng);
      expect(typo[0]).toBe('s');
      expect(Math.abs(typo.length - 9)).toBeLessThanOrEqual(1);
    }
    expect(withTypo('abc', rng)).toBe('abc');
  });
});
