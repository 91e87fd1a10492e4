import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import writeXlsxFile from 'write-excel-file/universal';
import type { AdminImportApplied, AdminImportCheck, AdminImportRowPlan } from '#shared/catalog-admin/schemas.ts';
import { IMPORT_BATCH_ROWS } from '#shared/catalog-admin/import-rows.ts';
import type { RawPart } from '#shared/catalog-plan/catalog-plan-types.ts';
import { csrfHeaders, registerAndSignIn, registerStaff, type SignedIn } from '../../test/auth.ts';
import { multipart } from '../../test/multipart.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let staff: SignedIn;
let customer: SignedIn;

const DEMO_FILE = new URL('../../seed/data/electronic-parts.json', import.meta.url);
const demoParts = (JSON.parse(readFileSync(DEMO_FILE, 'utf8')) as { parts: RawPart[] }).parts;

beforeAll(async () => {
  t = await buildTestApp();
  [staff, customer] = [await registerStaff(t), await registerAndSignIn(t.app)];
});
afterAll(async () => {
  await t.close();
});

function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.fork().execute<T[]>(query, params);
}

function upload(bytes: Buffer, name: string, who: SignedIn | null = staff, fields: Record<string, string> = {}) {
  const body = multipart(fields, [{ field: 'file', name, type: 'application/octet-stream', bytes }]);
  return t.app.inject({ method: 'POST', url: '/v1/admin/products/import/check', payload: body.payload, headers: { ...(who ? who.headers : csrfHeaders()), 'content-type': body.contentType } });
}

async function check(bytes: Buffer, name = 'parts.csv'): Promise<AdminImportCheck> {
  const response = await upload(bytes, name);
  expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
  return response.json<AdminImportCheck>();
}

/** What the page does: the create and update rows of the dry run, sent back in batches. */
async function apply(checked: AdminImportCheck): Promise<AdminImportApplied['counts']> {
  const rows = checked.rows.filter((row) => row.row !== null).map((row) => row.row!);
  const total = { create: 0, update: 0, unchanged: 0, reject: 0 };
  for (let from = 0; from < rows.length; from += IMPORT_BATCH_ROWS) {
    const response = await t.app.inject({ method: 'POST', url: '/v1/admin/products/import/apply', headers: staff.headers, payload: { rows: rows.slice(from, from + IMPORT_BATCH_ROWS) } });
    expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
    const { counts, rejected } = response.json<AdminImportApplied>();
    expect(rejected).toEqual([]);
    for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += counts[key];
  }
  return total;
}

function rowOf(checked: AdminImportCheck, sku: string): AdminImportRowPlan {
  const row = checked.rows.find((entry) => entry.sku === sku);
  expect(row, `row ${sku}`).toBeDefined();
  return row!;
}

const csvCell = (value: unknown): string => {
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** A CSV in the demo data's own layout (the JSON's keys as the header, price tables as JSON). */
function demoLayoutCsv(parts: readonly Partial<RawPart>[]): Buffer {
  const keys = ['lcsc', 'mpn', 'manufacturer', 'group', 'category', 'package', 'description', 'library', 'preferred', 'stock', 'minOrder', 'reel', 'priceBreaksUsd', 'datasheetUrl'] as const;
  const lines = [keys.join(','), ...parts.map((part) => keys.map((key) => csvCell(part[key] ?? '')).join(','))];
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

const resistor = demoParts.find((part) => part.category === 'Chip Resistor - Surface Mount' && part.package === '0603')!;

function newPart(sku: string, overrides: Partial<RawPart> = {}): RawPart {
  return {
    ...resistor,
    lcsc: sku,
    mpn: `IMP-${sku}`,
    description: '4.7kΩ ±1% 100mW 0603  Chip Resistor - Surface Mount ROHS',
    stock: 5000,
    minOrder: 100,
    priceBreaksUsd: [[100, 0.0012], [1000, 0.0008]],
    datasheetUrl: '',
    ...overrides,
  };
}

describe('product import: who may', () => {
  test('customers and guests get 403 on the dry run and the apply, and nothing is read', async () => {
    const file = demoLayoutCsv([newPart('CIMP403')]);
    expect((await upload(file, 'a.csv', customer)).statusCode).toBe(403);
    expect((await upload(file, 'a.csv', null)).statusCode).toBe(403);
    const row = { line: 2, sku: 'CIMP403', mpn: 'X', stock: 5 };
    const apply = await t.app.inject({ method: 'POST', url: '/v1/admin/products/import/apply', headers: customer.headers, payload: { rows: [row] } });
    expect(apply.statusCode).toBe(403);
    expect(await sql("select 1 from products where sku = 'CIMP403'")).toHaveLength(0);
  });
});

describe('product import: the demo data file', () => {
  // First, on the catalogue as the seed left it (the tests below change some of its parts).
  test('the demo data file imports as is: every part found, nothing to create, update or reject', async () => {
    const checked = await check(readFileSync(DEMO_FILE), 'electronic-parts.json');
    const notUnchanged = checked.rows.filter((row) => row.action !== 'unchanged').slice(0, 5);
    expect(notUnchanged).toEqual([]);
    expect(checked.counts).toEqual({ create: 0, update: 0, unchanged: demoParts.length, reject: 0 });
  });
});

describe('product import: dry run, apply, the same file twice', () => {
  test('new parts, an update, an unchanged part and bad rows, each with its reason; applying twice changes nothing the second time', async () => {
    const known = demoParts[100]!;
    const unchanged = demoParts[200]!;
    const file = demoLayoutCsv([
      newPart('CIMP001'),
      newPart('CIMP002', { manufacturer: 'Xưởng Linh Kiện Thử', library: 'base', priceBreaksUsd: [[1, 0.05], [100, 0.03]], minOrder: 1 }),
      { ...known, stock: 4242 },
      unchanged,
      newPart('CIMP003', { stock: 'nhiều' as unknown as number }),
      newPart('CIMP004', { group: 'Không có nhóm này' }),
      newPart('CIMP005', { priceBreaksUsd: 'rẻ' as unknown as [number, number][] }),
      newPart('CIMP001', { stock: 1 }),
      newPart('CIMP006', { datasheetUrl: 'ftp://example.com/x.pdf' }),
      { mpn: 'NO-SUCH-MPN-77', stock: 10 },
    ]);
    const checked = await check(file);
    expect(checked.mapping).toMatchObject({ sku: 0, mpn: 1, manufacturer: 2, group: 3, category: 4, package: 5, description: 6, library: 7, stock: 9, min_order: 10, prices_usd: 12, datasheet_url: 13 });
    expect(checked.counts).toEqual({ create: 2, update: 1, unchanged: 1, reject: 6 });
    expect(rowOf(checked, 'CIMP001')).toMatchObject({ action: 'create', line: 2 });
    expect(rowOf(checked, known.lcsc)).toMatchObject({ action: 'update', changes: [{ field: 'inventory', after: 4242 }] });
    expect(rowOf(checked, unchanged.lcsc)).toMatchObject({ action: 'unchanged', changes: [], row: null });
    const reasons = checked.rows.filter((row) => row.action === 'reject').map((row) => [row.line, row.errors]);
    expect(reasons).toEqual([
      [6, { stock: 'import_number_invalid' }],
      [7, { category: 'import_category_unknown' }],
      [8, { prices_usd: 'import_prices_invalid' }],
      [9, { sku: 'import_row_repeated' }],
      [10, { datasheet_url: 'datasheet_url_invalid' }],
      [11, { sku: 'import_sku_required' }],
    ]);
    // The dry run wrote nothing.
    expect(await sql("select 1 from products where sku like 'CIMP%'")).toHaveLength(0);

    const changesBefore = Number((await sql<{ n: string }>("select count(*) as n from staff_changes where subject = 'product'"))[0]!.n);
    const applied = await apply(checked);
    expect(applied).toEqual({ create: 2, update: 1, unchanged: 0, reject: 0 });
    const [created] = await sql<{ id: number; name: string; price: number; inventory: number; multiples: number; product_tag_name: string | null; supplier: string; level: number; category: string }>(
      `select p.id, p.name, p.price, p.inventory, p.multiples, p.product_tag_name, s.name as supplier, c.level, c.name_en as category
         from products p join suppliers s on s.id = p.supplier_id join categories c on c.id = p.subject_id where p.sku = 'CIMP002'`,
    );
    // 0.05 USD × 26,000 × 1.2 = 1,560 → 1,600 đ (0.03 → 936 → 900 đ); the new brand made; the 0603 leaf under the category; a basic part.
    expect(created).toMatchObject({ price: 1600, inventory: 5000, multiples: 1, product_tag_name: 'Cơ bản', supplier: 'Xưởng Linh Kiện Thử', level: 3 });
    expect(created!.name).toContain('IMP-CIMP002');
    expect(await sql('select quantity, price from product_prices where product_id = ? order by quantity', [created!.id])).toEqual([{ quantity: 1, price: 1600 }, { quantity: 100, price: 900 }]);
    expect((await sql<{ inventory: number }>('select inventory from products where sku = ?', [known.lcsc]))[0]!.inventory).toBe(4242);
    const audit = await sql<{ action: string; subject_id: string; before: unknown; after: Record<string, unknown> }>(
      "select action, subject_id, before, after from staff_changes where subject = 'product' order by id desc limit 3",
    );
    expect(audit.map((row) => row.action).sort()).toEqual(['import_create', 'import_create', 'import_update']);
    expect(audit.find((row) => row.action === 'import_update')).toMatchObject({ before: { inventory: known.stock }, after: { inventory: 4242 } });

    // The same file again: nothing to create or update, nothing written, no new change rows.
    const again = await check(file);
    expect(again.counts).toEqual({ create: 0, update: 0, unchanged: 4, reject: 6 });
    const replay = await t.app.inject({ method: 'POST', url: '/v1/admin/products/import/apply', headers: staff.headers, payload: { rows: checked.rows.filter((row) => row.row).map((row) => row.row!) } });
    expect(replay.json<AdminImportApplied>().counts).toEqual({ create: 0, update: 0, unchanged: 3, reject: 0 });
    const changesAfter = Number((await sql<{ n: string }>("select count(*) as n from staff_changes where subject = 'product'"))[0]!.n);
    expect(changesAfter).toBe(changesBefore + 3);
    expect(await sql("select 1 from products where sku like 'CIMP00_'")).toHaveLength(2);
  });

  test('an XLSX with Vietnamese headers and VND prices updates by MPN and creates by SKU; each row is checked again when applied', async () => {
    const [target] = await sql<{ id: number; mpn: string; sku: string }>(
      "select id, mpn, sku from products where mpn in (select mpn from products group by mpn having count(*) = 1) and archived_at is null order by id limit 1",
    );
    const rows = [
      ['Danh sách linh kiện nhập kho tháng 11', null, null, null, null, null],
      [null, null, null, null, null, null],
      ['Mã hàng', 'Mã linh kiện', 'Tên sản phẩm', 'Danh mục', 'Giá', 'Tồn kho'],
      [null, target!.mpn, null, null, '1:2500; 100:1900', 777],
      ['CIMPX01', 'IMPX-01', 'Cầu chì thử nghiệm 1A', 'Chip Resistor - Surface Mount', 3000, '1.200'],
      ['CIMPX02', 'IMPX-02', 'Giá tăng dần', 'Chip Resistor - Surface Mount', '1:1000; 10:2000', 5],
    ];
    const blob = await writeXlsxFile(rows.map((row) => row.map((value) => (value === null ? null : { value })))).toBlob();
    const checked = await check(Buffer.from(await blob.arrayBuffer()), 'nhap-kho.xlsx');
    expect(checked.header_row).toBe(2);
    expect(checked.counts).toEqual({ create: 1, update: 1, unchanged: 0, reject: 1 });
    expect(checked.rows.find((row) => row.line === 4)).toMatchObject({ action: 'update', product_id: target!.id, sku: target!.sku });
    expect(checked.rows.find((row) => row.line === 6)).toMatchObject({ action: 'reject', errors: { prices: 'price_break_not_descending' } });
    expect(await apply(checked)).toEqual({ create: 1, update: 1, unchanged: 0, reject: 0 });
    expect(await sql('select price, inventory from products where id = ?', [target!.id])).toEqual([{ price: 2500, inventory: 777 }]);
    expect(await sql("select name, price, inventory from products where sku = 'CIMPX01'")).toEqual([{ name: 'Cầu chì thử nghiệm 1A', price: 3000, inventory: 1200 }]);

    // The apply checks each row again (the page's rows are not trusted): a bad one is refused with
    // its reason and written nowhere, the others of the batch are written.
    const good = { ...checked.rows.find((row) => row.line === 5)!.row!, sku: 'CIMPX03', line: 1 };
    const bad = { ...good, sku: 'CIMPX04', line: 2, name: 'x'.repeat(300) };
    const mixed = await t.app.inject({ method: 'POST', url: '/v1/admin/products/import/apply', headers: staff.headers, payload: { rows: [good, bad] } });
    expect(mixed.statusCode).toBe(200);
    expect(mixed.json<AdminImportApplied>()).toMatchObject({ counts: { create: 1, reject: 1 }, rejected: [{ line: 2, errors: { name: 'field_too_long' } }] });
    expect(await sql("select sku from products where sku in ('CIMPX03', 'CIMPX04')")).toEqual([{ sku: 'CIMPX03' }]);
  });

  test('a file refused whole: no key column, too large, not a table', async () => {
    const noKey = await upload(Buffer.from('Tên,Giá\nA,100\n'), 'x.csv');
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error).toMatchObject({ code: 'import_header_missing', fields: { file: 'import_header_missing' } });
    const binary = await upload(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), 'x.png');
    expect(binary.json().error).toMatchObject({ code: 'import_file_unreadable' });
    const large = await upload(Buffer.alloc(10 * 1024 * 1024 + 10, 0x41), 'x.csv');
    expect(large.statusCode).toBe(413);
    expect(large.json().error).toMatchObject({ code: 'import_file_too_large' });
  });
});

describe('product import: a workbook of several sheets', () => {
  test('the dry run names every sheet and the one read; staff choose another and the dry run reads that one; an unknown sheet is refused', async () => {
    const [existing] = await sql<{ sku: string; inventory: number }>("select sku, inventory from products where archived_at is null and sku like 'C%' order by id limit 1");
    const cells = (rows: (string | number | null)[][]) => rows.map((row) => row.map((value) => (value === null ? null : { value })));
    const blob = await writeXlsxFile([
      { sheet: 'Hướng dẫn', data: cells([['Bảng nhập kho — đọc trước khi nhập'], ['Giá tính bằng VND']]) },
      { sheet: 'Hàng mới', data: cells([['Mã hàng', 'MPN', 'Tên sản phẩm', 'Danh mục', 'Giá', 'Tồn kho'], ['CSHEET1', 'SHEET-1', 'Tụ thử nghiệm trang 2', 'Chip Resistor - Surface Mount', 1500, 40]]) },
      { sheet: 'Kiểm kho', data: cells([['Mã hàng', 'Tồn kho'], [existing!.sku, existing!.inventory + 11]]) },
    ]).toBlob();
    const bytes = Buffer.from(await blob.arrayBuffer());

    const first = await check(bytes, 'nhap-kho.xlsx');
    expect(first).toMatchObject({ sheets: ['Hướng dẫn', 'Hàng mới', 'Kiểm kho'], sheet: 'Hàng mới', counts: { create: 1, update: 0, unchanged: 0, reject: 0 } });
    expect(first.rows[0]).toMatchObject({ sku: 'CSHEET1', action: 'create' });

    const chosen = await upload(bytes, 'nhap-kho.xlsx', staff, { sheet: 'Kiểm kho' });
    expect(chosen.statusCode, chosen.body.slice(0, 300)).toBe(200);
    const stockCount = chosen.json<AdminImportCheck>();
    expect(stockCount).toMatchObject({ sheet: 'Kiểm kho', counts: { create: 0, update: 1, unchanged: 0, reject: 0 } });
    expect(stockCount.rows[0]).toMatchObject({ sku: existing!.sku, action: 'update', changes: [{ field: 'inventory', before: existing!.inventory, after: existing!.inventory + 11 }] });

    const unknown = await upload(bytes, 'nhap-kho.xlsx', staff, { sheet: 'Tháng 9' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({ code: 'import_sheet_unknown', fields: { file: 'import_sheet_unknown' } });

    const csv = await check(Buffer.from('SKU,Stock\nCSHEET2,1\n'), 'x.csv');
    expect([csv.sheets, csv.sheet]).toEqual([[], null]);
    expect(await sql("select 1 from products where sku like 'CSHEET%'")).toEqual([]);
  });
});
