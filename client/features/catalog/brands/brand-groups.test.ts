import { describe, expect, it } from 'vitest';
import type { SupplierRow } from '#shared/catalog/schemas.ts';
import { brandLetter, groupBrands } from './brand-groups.ts';

const rows: SupplierRow[] = [
  { id: 1, name: 'Texas Instruments', slug: 'ti', pCount: 40 },
  { id: 2, name: 'analog devices', slug: 'adi', pCount: 3 },
  { id: 3, name: '3PEAK', slug: '3peak', pCount: 5 },
  { id: 4, name: 'Điện Quang', slug: 'dien-quang', pCount: 1 },
  { id: 5, name: 'ABLIC', slug: 'ablic', pCount: 2 },
  { id: 6, name: 'TDK', slug: 'tdk', pCount: 9 },
];

describe('brandLetter', () => {
  it('uses the first letter without accents, # for digits and symbols', () => {
    expect(brandLetter('analog devices')).toBe('A');
    expect(brandLetter('Điện Quang')).toBe('D');
    expect(brandLetter('3PEAK')).toBe('#');
    expect(brandLetter('')).toBe('#');
  });
});

describe('groupBrands', () => {
  it('groups A–Z with # last, names sorted within a group', () => {
    expect(groupBrands(rows).map((group) => [group.letter, group.brands.map((row) => row.id)])).toEqual([
      ['A', [5, 2]],
      ['D', [4]],
      ['T', [6, 1]],
      ['#', [3]],
    ]);
  });

  it('filters by folded name and drops empty groups', () => {
    expect(groupBrands(rows, 'dien').map((group) => group.brands.map((row) => row.slug))).toEqual([['dien-quang']]);
    expect(groupBrands(rows, '  INSTR ').map((group) => group.letter)).toEqual(['T']);
    expect(groupBrands(rows, 'zzz')).toEqual([]);
  });
});
