import { describe, expect, test } from 'vitest';
import { readSheet } from 'read-excel-file/universal';
import type { PricedLine } from './bom-pricing.ts';
import { exportRows, toCsv, toXlsx, type ExportWords } from './bom-export.ts';

const words: ExportWords = {
  headers: ['Designators', 'Per board', 'Need', 'Buy', 'Value', 'Footprint', 'MPN', 'Status', 'SKU', 'Product MPN', 'Manufacturer', 'Unit', 'Total'],
  status: (line) => line.match?.status ?? 'none',
  amount: (vnd) => vnd,
};

const line: PricedLine = {
  index: 0,
  line: { designators: ['R1', 'R2'], quantity: 2, value: '=4k7,"x"', footprint: 'R_0603', mpn: '' },
  match: null,
  product: { id: 1, slug: 'r', name: 'R', mpn: '0603WAF4701T5E', sku: 'C23162', manufacturer: 'UniOhm', package: '0603', price: 30, prices: [], inventory: 9, multiples: 100, step: 100, image_id: null },
  selected: true, chosen: false, needQuantity: 20, buyQuantity: 100, unitPrice: 30, lineTotal: 3000, shortfall: false,
};

describe('BOM export', () => {
  test('CSV starts with a UTF-8 BOM, quotes commas and quotes, and defuses formulas', async () => {
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await toCsv(exportRows([line], words)).arrayBuffer());
    expect(text.startsWith('\uFEFFDesignators,')).toBe(true);
    expect(text).toContain(`"R1, R2",2,20,100,"'=4k7,""x""",R_0603,,none,C23162,0603WAF4701T5E,UniOhm,30,3000`);
  });

  test('XLSX holds the same rows', async () => {
    const blob = await toXlsx(exportRows([line], words));
    const rows = await readSheet(await blob.arrayBuffer());
    expect(rows[0]![0]).toBe('Designators');
    expect(rows[1]).toEqual(['R1, R2', 2, 20, 100, '=4k7,"x"', 'R_0603', null, 'none', 'C23162', '0603WAF4701T5E', 'UniOhm', 30, 3000]);
  });
});
