import { describe, expect, test } from 'vitest';
import type { BomProduct } from '#shared/bom/schemas.ts';
import { ASSEMBLY_NOTE_MAX, assemblyParts } from './bom-assembly.ts';
import type { PricedLine } from './bom-pricing.ts';

const product = (id: number, mpn: string, sku: string): BomProduct => ({
  id, slug: `p-${id}`, name: mpn, mpn, sku, manufacturer: null, package: '0402', price: 100, prices: [], inventory: 10, multiples: 1, step: 1, image_id: null,
});

function priced(index: number, designators: string[], quantity: number, chosen: BomProduct | null, extra: Partial<PricedLine['line']> = {}): PricedLine {
  return {
    index, line: { designators, quantity, ...extra }, match: null, product: chosen, selected: chosen !== null, chosen: false,
    needQuantity: quantity, buyQuantity: quantity, unitPrice: 100, lineTotal: 100 * quantity, shortfall: false,
  };
}

const words = { heading: 'BOM demo, 25 boards', noPart: 'not in our catalogue', more: (count: number) => `… ${count} more lines` };

describe('assemblyParts: the BOM an assembly quote gets', () => {
  test('each line with its designators, parts per board and the part bought or the user’s own text', () => {
    const parts = assemblyParts(
      [priced(0, ['C1', 'C2'], 2, product(1, 'CL05B104KO5NNNC', 'C1525')), priced(1, ['J1'], 1, null, { mpn: 'TYPE-C-31-M-12' })],
      'demo',
      25,
      words,
    );
    expect(parts).toEqual({
      title: 'demo',
      boards: 25,
      note: 'BOM demo, 25 boards\nC1, C2 | 2 | CL05B104KO5NNNC (C1525)\nJ1 | 1 | TYPE-C-31-M-12 — not in our catalogue',
      bomId: null,
      lineCount: 2,
    });
  });

  test('a BOM saved in the account carries its id to the quote (sent as bom_id); one only on this device does not', () => {
    const line = priced(0, ['U1'], 1, product(2, 'NE555', 'C7593'));
    expect(assemblyParts([line], 'x', 1, words, 42).bomId).toBe(42);
    expect(assemblyParts([line], 'x', 1, words).bomId).toBeNull();
  });

  test('an unticked line is not bought: it says so instead of naming the part', () => {
    const line = { ...priced(0, ['U1'], 1, product(2, 'NE555', 'C7593')), selected: false };
    expect(assemblyParts([line], 'x', 1, words).note).toContain('U1 | 1 | not in our catalogue');
  });

  test('a long BOM is cut to the note’s length with how many lines were left out', () => {
    const many = Array.from({ length: 400 }, (_, i) => priced(i, [`R${i + 1}`], 1, product(i + 1, `RC0402FR-07${i}KL`, `C${1000 + i}`)));
    const { note } = assemblyParts(many, 'big', 10, words);
    expect(note.length).toBeLessThanOrEqual(ASSEMBLY_NOTE_MAX);
    const shown = note.split('\n').length - 2;
    expect(note.endsWith(`… ${400 - shown} more lines`)).toBe(true);
    expect(note).toContain(`R${shown} | 1 |`);
  });
});
