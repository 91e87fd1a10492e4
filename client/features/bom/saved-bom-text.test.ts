import { describe, expect, test } from 'vitest';
import { bomLinesOf } from '#shared/bom/parse/bom-lines.ts';
import { textRows } from '#shared/bom/parse/parse-bom-file.ts';
import type { BomLine } from '#shared/bom/schemas.ts';
import { SAVED_BOM_MAPPING, savedBomChoices, savedBomCsv } from './saved-bom-text.ts';

const lines: BomLine[] = [
  { designators: ['C1', 'C2', 'C3', 'C4'], quantity: 4, value: '100n', footprint: 'Capacitor_SMD:C_0402_1005Metric', sku: 'C1525', mpn: 'CL05B104KO5NNNC' },
  { designators: ['U1'], quantity: 1, mpn: 'STM32L151C8T6', manufacturer: 'ST', description: 'MCU, "low power", 48 pins\nsecond line' },
  { designators: [], quantity: 3, description: 'Header 2.54 mm', link: 'https://www.lcsc.com/product-detail/Headers_C2337.html' },
  { designators: ['R1'], quantity: 2, value: '=1+1', footprint: 'R_0603' },
];

describe('a saved BOM reopens through the parser with the same lines', () => {
  // The parser folds a cell's white space (a line break reads as a space), as for any file.
  test('every field survives the round trip, commas, quotes, line breaks and a leading = included', () => {
    const parsed = bomLinesOf(textRows(savedBomCsv(lines)), { mapping: SAVED_BOM_MAPPING, header_row: 0 });
    expect(parsed.lines.map(({ designators, quantity, value, footprint, mpn, manufacturer, sku, description, link }) => ({ designators, quantity, value, footprint, mpn, manufacturer, sku, description, link }))).toEqual(
      lines.map((line) => ({ designators: line.designators, quantity: line.quantity, value: line.value ?? '', footprint: line.footprint ?? '', mpn: line.mpn ?? '', manufacturer: line.manufacturer ?? '', sku: line.sku ?? '', description: (line.description ?? '').replace(/\s+/g, ' '), link: line.link ?? '' })),
    );
  });

  test('the column detection reads the header the same way without being told', () => {
    expect(bomLinesOf(textRows(savedBomCsv(lines))).mapping).toEqual(SAVED_BOM_MAPPING);
  });

  test('choices come back from each line’s product_id', () => {
    expect(savedBomChoices({ lines: [{ quantity: 1 }, { quantity: 2, product_id: 42 }] })).toEqual({ 1: 42 });
  });
});
