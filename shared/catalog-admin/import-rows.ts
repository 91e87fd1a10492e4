import { BOM_MAX_CELL } from '../bom/schemas.ts';
import type { ImportField, ImportMapping } from './import-columns.ts';
import { MAX_PRICE_BREAKS, MAX_QUANTITY, MAX_UNIT_PRICE_VND } from './product-rules.ts';

/** The most rows one import file holds (the demo catalogue has 3,414 parts). */
export const IMPORT_MAX_ROWS = 20_000;
/** The largest import file (the demo data file is 1.9 MB as JSON). */
export const IMPORT_MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Rows applied per request and per transaction: the page sends a large file in such batches. */
export const IMPORT_BATCH_ROWS = 250;
/** The largest supplier unit price an import takes in USD (a USD price becomes VND at the margin). */
export const MAX_UNIT_PRICE_USD = 10_000;

/**
 * One file row as read, every field optional: null means the column is missing or the cell is
 * empty, and the product keeps what it has. This is what the dry run answers for each row and
 * what the page sends back to apply (the server checks it again).
 */
export interface ImportRow {
  /** The row's number in the file (1 = the first row, the header counted), for messages. */
  line: number;
  sku: string | null;
  mpn: string | null;
  name: string | null;
  name_en: string | null;
  manufacturer: string | null;
  group: string | null;
  category: string | null;
  package: string | null;
  description: string | null;
  datasheet_url: string | null;
  stock: number | null;
  min_order: number | null;
  step: number | null;
  /** VND from each quantity on, as written. */
  prices_vnd: { quantity: number; price: number }[] | null;
  /** The supplier's USD price table (`[[1, 0.0044], [200, 0.0036]]`), turned into VND at the margin. */
  prices_usd: [number, number][] | null;
  /** A basic part (the demo data's `library: base`), shown with the preferred tag. */
  preferred: boolean | null;
  visible: boolean | null;
}

export type ImportRowErrors = Partial<Record<ImportField, string>>;

const TEXT_FIELDS = ['sku', 'mpn', 'name', 'name_en', 'manufacturer', 'group', 'category', 'package', 'description', 'datasheet_url'] as const;

/**
 * A whole number as people write it: "1000", "1,000", "1.000", "1 000", "12.0" (Excel's number
 * cell). Null when it is not one.
 */
export function wholeNumberOf(text: string): number | null {
  const trimmed = text.trim();
  const match = /^(\d{1,3}(?:[.,\s]\d{3})+|\d+)(?:[.,]0+)?$/.exec(trimmed);
  if (!match) return null;
  const value = Number(match[1]!.replace(/[.,\s]/g, ''));
  return Number.isSafeInteger(value) ? value : null;
}

/** A decimal with a point or a decimal comma ("0.0044", "0,0044"); null when it is not one. */
function decimalOf(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, '');
  if (!/^\d+(?:[.,]\d+)?(?:e-?\d+)?$/i.test(trimmed)) return null;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/**
 * A price table: JSON rows (`[[1,0.0044],[200,0.0036]]`, the demo data's layout), "quantity:price"
 * pairs separated by ";" or "|" ("1:1200; 100:900"), or one price (from 1 piece). Null when the
 * text is none of these or a row is out of bounds.
 */
export function priceTableOf(text: string, read: (cell: string) => number | null, maxPrice: number): [number, number][] | null {
  const trimmed = text.trim();
  let rows: [string, string][];
  if (trimmed.startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      return null;
    }
    if (!Array.isArray(parsed) || !parsed.every((row) => Array.isArray(row) && row.length === 2)) return null;
    rows = (parsed as unknown[][]).map((row) => [String(row[0]), String(row[1])]);
  } else if (/[:=]/.test(trimmed)) {
    rows = trimmed
      .split(/[;|\n]/)
      .map((pair) => pair.trim())
      .filter((pair) => pair !== '')
      .map((pair) => {
        const [quantity = '', price = ''] = pair.split(/\s*[:=]\s*/);
        return [quantity, price];
      });
  } else {
    rows = [['1', trimmed]];
  }
  if (rows.length === 0 || rows.length > MAX_PRICE_BREAKS * 2) return null;
  const table: [number, number][] = [];
  for (const [quantityText, priceText] of rows) {
    const quantity = wholeNumberOf(quantityText);
    const price = read(priceText);
    if (quantity === null || quantity < 1 || quantity > MAX_QUANTITY || price === null || price <= 0 || price > maxPrice) return null;
    table.push([quantity, price]);
  }
  return table;
}

const YES = /^(1|true|yes|y|x|co|có|base|basic|co ban|cơ bản)$/i;
const NO = /^(0|false|no|n|khong|không|expand|extended|mo rong|mở rộng)$/i;

function flagOf(text: string): boolean | null {
  const trimmed = text.trim();
  if (YES.test(trimmed)) return true;
  if (NO.test(trimmed)) return false;
  return null;
}

/**
 * One file row read through the mapping, with the message key of each cell that cannot be read
 * (`import_number_invalid`, `import_prices_invalid`, `import_flag_invalid`). Whether the row can be
 * written (a key present, the product's rules) is the dry run's to say, with the catalogue at hand.
 */
export function importRowOf(cells: readonly string[], mapping: ImportMapping, line: number): { row: ImportRow; errors: ImportRowErrors } {
  const errors: ImportRowErrors = {};
  const cell = (field: ImportField): string => {
    const column = mapping[field];
    // Trimmed only: the text is stored as written (the demo data's descriptions keep their double spaces).
    return column === null ? '' : (cells[column] ?? '').trim().slice(0, field === 'description' ? 20_000 : BOM_MAX_CELL);
  };
  const text = (field: ImportField): string | null => cell(field) || null;
  const number = (field: ImportField, min: number): number | null => {
    const raw = cell(field);
    if (raw === '') return null;
    const value = wholeNumberOf(raw);
    if (value === null || value < min || value > MAX_QUANTITY) {
      errors[field] = 'import_number_invalid';
      return null;
    }
    return value;
  };
  const flag = (field: ImportField): boolean | null => {
    const raw = cell(field);
    if (raw === '') return null;
    const value = flagOf(raw);
    if (value === null) errors[field] = 'import_flag_invalid';
    return value;
  };
  const prices = (field: 'prices_vnd' | 'prices_usd'): [number, number][] | null => {
    const raw = cell(field);
    if (raw === '') return null;
    const table = field === 'prices_vnd' ? priceTableOf(raw, wholeNumberOf, MAX_UNIT_PRICE_VND) : priceTableOf(raw, decimalOf, MAX_UNIT_PRICE_USD);
    if (table === null) errors[field] = 'import_prices_invalid';
    return table;
  };
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, text(field)])) as Pick<ImportRow, (typeof TEXT_FIELDS)[number]>;
  const vnd = prices('prices_vnd');
  const row: ImportRow = {
    line,
    ...texts,
    stock: number('stock', 0),
    min_order: number('min_order', 1),
    step: number('step', 1),
    prices_vnd: vnd && vnd.map(([quantity, price]) => ({ quantity, price })),
    prices_usd: prices('prices_usd'),
    preferred: flag('library'),
    visible: flag('visible'),
  };
  return { row, errors };
}

/** Whether a row has nothing in it (skipped, as the BOM tool skips empty rows). */
export function isBlankRow(cells: readonly string[]): boolean {
  return cells.every((cell) => (cell ?? '').trim() === '');
}

/** An import row as the API carries it: only the fields the file gave, USD prices as objects. */
export type WireImportRow = { line: number } & {
  [K in Exclude<keyof ImportRow, 'line' | 'prices_usd'>]?: NonNullable<ImportRow[K]>;
} & { prices_usd?: { quantity: number; usd: number }[] };

/** The row for the API (what the dry run answers and the page sends back): nulls left out. */
export function wireImportRow(row: ImportRow): WireImportRow {
  const wire: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (value === null) continue;
    wire[key] = key === 'prices_usd' ? (value as [number, number][]).map(([quantity, usd]) => ({ quantity, usd })) : value;
  }
  return wire as WireImportRow;
}

/** The row back from the API: every field present, null where the file gave none. */
export function importRowFromWire(wire: WireImportRow): ImportRow {
  const value = <K extends keyof ImportRow>(key: K): ImportRow[K] => ((wire as Record<string, unknown>)[key] ?? null) as ImportRow[K];
  return {
    line: wire.line,
    sku: value('sku'),
    mpn: value('mpn'),
    name: value('name'),
    name_en: value('name_en'),
    manufacturer: value('manufacturer'),
    group: value('group'),
    category: value('category'),
    package: value('package'),
    description: value('description'),
    datasheet_url: value('datasheet_url'),
    stock: value('stock'),
    min_order: value('min_order'),
    step: value('step'),
    prices_vnd: value('prices_vnd'),
    prices_usd: wire.prices_usd ? wire.prices_usd.map((row): [number, number] => [row.quantity, row.usd]) : null,
    preferred: value('preferred'),
    visible: value('visible'),
  };
}
