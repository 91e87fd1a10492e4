import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/universal';
import { detectImportColumns, importHeaderField } from './import-columns.ts';
import { IMPORT_FILE_ERRORS, ImportFileError, readImportFile } from './import-file.ts';
import { importRowFromWire, priceTableOf, wholeNumberOf, wireImportRow } from './import-rows.ts';

const text = (value: string) => new TextEncoder().encode(value);

async function refusal(bytes: Uint8Array, sheet?: string): Promise<string> {
  try {
    await readImportFile(bytes, sheet);
  } catch (error) {
    if (error instanceof ImportFileError) return error.key;
    throw error;
  }
  throw new Error('not refused');
}

describe('import columns', () => {
  it.each([
    ['lcsc', 'sku'],
    ['LCSC Part #', 'sku'],
    ['Mã hàng', 'sku'],
    ['Manufacturer Part Number', 'mpn'],
    ['minOrder', 'min_order'],
    ['priceBreaksUsd', 'prices_usd'],
    ['Giá', 'prices_vnd'],
    ['Tồn kho', 'stock'],
    ['datasheetUrl', 'datasheet_url'],
    ['Footprint', 'package'],
    ['Tên sản phẩm', 'name'],
    ['reel', null],
  ])('%s names %s', (header, field) => {
    expect(importHeaderField(header)).toBe(field);
  });

  it('finds the header below a title block and wants a SKU or MPN column', () => {
    expect(detectImportColumns([['Nhập kho'], [], ['Mã hàng', 'Giá', 'Tồn kho'], ['C1', '100', '5']])).toMatchObject({ headerRow: 2, mapping: { sku: 0, prices_vnd: 1, stock: 2 } });
    expect(detectImportColumns([['Tên', 'Giá'], ['A', '1']])).toBeNull();
  });
});

describe('import cells', () => {
  it.each([
    ['1000', 1000],
    ['1,000', 1000],
    ['1.000', 1000],
    ['12.0', 12],
    ['-3', null],
    ['1.5', null],
    ['nhiều', null],
  ])('whole number %j is %j', (cell, value) => {
    expect(wholeNumberOf(cell)).toBe(value);
  });

  it('reads price tables as JSON rows, quantity:price pairs or one price', () => {
    const usd = (cell: string) => (/^\d+(\.\d+)?$/.test(cell) ? Number(cell) : null);
    expect(priceTableOf('[[1,0.0044],[200,0.0036]]', usd, 10)).toEqual([[1, 0.0044], [200, 0.0036]]);
    expect(priceTableOf('1:2500; 100:1900', wholeNumberOf, 1e8)).toEqual([[1, 2500], [100, 1900]]);
    expect(priceTableOf('3000', wholeNumberOf, 1e8)).toEqual([[1, 3000]]);
    expect(priceTableOf('rẻ', wholeNumberOf, 1e8)).toBeNull();
    expect(priceTableOf('1:0', wholeNumberOf, 1e8)).toBeNull();
  });

  it('a row survives the wire: fields the file left out stay "keep", zero stock stays zero', () => {
    const row = { line: 3, sku: 'C1', mpn: null, name: null, name_en: null, manufacturer: null, group: null, category: null, package: null, description: null, datasheet_url: null, stock: 0, min_order: null, step: null, prices_vnd: null, prices_usd: [[1, 0.5]] as [number, number][], preferred: false, visible: null };
    expect(wireImportRow(row)).toEqual({ line: 3, sku: 'C1', stock: 0, prices_usd: [{ quantity: 1, usd: 0.5 }], preferred: false });
    expect(importRowFromWire(wireImportRow(row))).toEqual(row);
  });
});

describe('readImportFile', () => {
  it('reads the demo data file layout (JSON) with its price tables', async () => {
    const file = await readImportFile(text(JSON.stringify({ source: 'x', parts: [{ lcsc: 'C1002', mpn: 'GZ1608D601TF', stock: 10, minOrder: 1, priceBreaksUsd: [[1, 0.0044]], library: 'base' }] })));
    expect(file.rows).toEqual([{ row: expect.objectContaining({ line: 2, sku: 'C1002', mpn: 'GZ1608D601TF', stock: 10, min_order: 1, prices_usd: [[1, 0.0044]], preferred: true }), errors: {} }]);
  });

  it('reads a semicolon CSV, skips blank rows and names the cells it cannot read', async () => {
    const file = await readImportFile(text('SKU;MPN;Stock;Price\nC1;A;1.000;1:900|100:800\n;;;\nC2;B;lots;x\n'));
    expect(file.rows.map((entry) => [entry.row.line, entry.row.stock, entry.row.prices_vnd, entry.errors])).toEqual([
      [2, 1000, [{ quantity: 1, price: 900 }, { quantity: 100, price: 800 }], {}],
      [4, null, null, { stock: 'import_number_invalid', prices_vnd: 'import_prices_invalid' }],
    ]);
  });

  it('refuses a file without a key column, without rows, or not a table', async () => {
    expect(await refusal(text('Tên,Giá\nA,1\n'))).toBe(IMPORT_FILE_ERRORS.noHeader);
    expect(await refusal(text('SKU,MPN\n'))).toBe(IMPORT_FILE_ERRORS.empty);
    expect(await refusal(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]))).toBe(IMPORT_FILE_ERRORS.unreadable);
    expect(await refusal(new Uint8Array())).toBe(IMPORT_FILE_ERRORS.empty);
  });
});

/**
 * A supplier's workbook as staff receive it: a cover sheet of instructions (no key column), this
 * month's parts, then last month's parts on a third sheet.
 */
async function supplierWorkbook(): Promise<Uint8Array> {
  const cells = (rows: (string | number | null)[][]) => rows.map((row) => row.map((value) => (value === null ? null : { value })));
  const blob = await writeXlsxFile([
    { sheet: 'Hướng dẫn', data: cells([['Bảng giá linh kiện — đọc trước khi nhập'], ['Giá tính bằng VND, tồn kho theo kho Hà Nội.']]) },
    { sheet: 'Tháng 11', data: cells([['Mã hàng', 'MPN', 'Tồn kho', 'Giá'], ['C25804', 'RC0402FR-0710KL', 5000, '1:120; 100:90'], ['C1525', 'CL05B104KO5NNNC', 12000, 80]]) },
    { sheet: 'Tháng 10', data: cells([['Mã hàng', 'MPN', 'Tồn kho'], ['C2040', 'RP2040', 300]]) },
  ]).toBlob();
  return new Uint8Array(await blob.arrayBuffer());
}

describe('readImportFile: workbooks of several sheets', () => {
  it('names every sheet and reads the first one with a SKU or MPN column when none is chosen', async () => {
    const file = await readImportFile(await supplierWorkbook());
    expect(file.sheets).toEqual(['Hướng dẫn', 'Tháng 11', 'Tháng 10']);
    expect(file.sheet).toBe('Tháng 11');
    expect(file.rows.map((entry) => [entry.row.sku, entry.row.stock])).toEqual([
      ['C25804', 5000],
      ['C1525', 12000],
    ]);
  });

  it('reads the sheet staff chose, and refuses a sheet the workbook does not have or one without a key column', async () => {
    const bytes = await supplierWorkbook();
    const file = await readImportFile(bytes, 'Tháng 10');
    expect(file.sheet).toBe('Tháng 10');
    expect(file.rows.map((entry) => [entry.row.line, entry.row.sku, entry.row.mpn, entry.row.stock])).toEqual([[2, 'C2040', 'RP2040', 300]]);
    expect(await refusal(bytes, 'Tháng 9')).toBe(IMPORT_FILE_ERRORS.sheetUnknown);
    expect(await refusal(bytes, 'Hướng dẫn')).toBe(IMPORT_FILE_ERRORS.noHeader);
  });

  it('a text file has no sheets, and a sheet named for one is ignored', async () => {
    const file = await readImportFile(text('SKU,Stock\nC1,5\n'), 'Tháng 10');
    expect([file.sheets, file.sheet, file.rows.length]).toEqual([[], null, 1]);
  });
});
