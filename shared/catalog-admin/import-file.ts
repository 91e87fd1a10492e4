import { BOM_ERRORS, BomParseError } from '../bom/parse/bom-limits.ts';
import { bomFileRows, workbookSheets } from '../bom/parse/parse-bom-file.ts';
import { decodeBomText } from '../bom/parse/decode-text.ts';
import { detectImportColumns, type ImportMapping } from './import-columns.ts';
import { IMPORT_MAX_FILE_BYTES, IMPORT_MAX_ROWS, importRowOf, isBlankRow, type ImportRow, type ImportRowErrors } from './import-rows.ts';

/** The message keys an import file is refused with as a whole (the page has its own words for each). */
export const IMPORT_FILE_ERRORS = {
  tooLarge: 'import_file_too_large',
  tooManyRows: 'import_too_many_rows',
  empty: 'import_file_empty',
  unreadable: 'import_file_unreadable',
  noHeader: 'import_header_missing',
  sheetUnknown: 'import_sheet_unknown',
} as const;
export type ImportFileErrorKey = (typeof IMPORT_FILE_ERRORS)[keyof typeof IMPORT_FILE_ERRORS];

export class ImportFileError extends Error {
  readonly key: ImportFileErrorKey;
  constructor(key: ImportFileErrorKey, message: string) {
    super(message);
    this.name = 'ImportFileError';
    this.key = key;
  }
}

/**
 * An import file read: its header's cells, where each field is, and every non-empty row; for a
 * workbook, every sheet's name and the one read (a text or JSON file has none: `[]` and null).
 */
export interface ImportFile {
  sheets: string[];
  sheet: string | null;
  columns: string[];
  header_row: number;
  mapping: ImportMapping;
  rows: { row: ImportRow; errors: ImportRowErrors }[];
}

const FROM_BOM_ERROR: Record<string, ImportFileErrorKey> = {
  [BOM_ERRORS.tooLarge]: IMPORT_FILE_ERRORS.tooLarge,
  [BOM_ERRORS.empty]: IMPORT_FILE_ERRORS.empty,
  [BOM_ERRORS.unreadable]: IMPORT_FILE_ERRORS.unreadable,
};

function cellOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The demo data file's own layout (`{"parts": [{lcsc, mpn, …, priceBreaksUsd: [[1, 0.0044]]}]}`,
 * or the bare array) as rows: a header of every key met, in the order met, and one row per part
 * (arrays as JSON text, which the price column reads). Null when the text is not such JSON.
 */
function jsonRows(text: string): string[][] | null {
  const trimmed = text.trimStart();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return null;
  }
  const parts = Array.isArray(parsed) ? parsed : (parsed as { parts?: unknown })?.parts;
  if (!Array.isArray(parts) || !parts.every((part) => part !== null && typeof part === 'object' && !Array.isArray(part))) return null;
  const keys: string[] = [];
  for (const part of parts as Record<string, unknown>[]) for (const key of Object.keys(part)) if (!keys.includes(key)) keys.push(key);
  return [keys, ...(parts as Record<string, unknown>[]).map((part) => keys.map((key) => cellOf(part[key])))];
}

function fromBomError(error: unknown): unknown {
  return error instanceof BomParseError ? new ImportFileError(FROM_BOM_ERROR[error.key] ?? IMPORT_FILE_ERRORS.unreadable, error.message) : error;
}

interface FileTable {
  rows: string[][];
  sheets: string[];
  sheet: string | null;
}

/**
 * A workbook's table: the sheet staff chose (refused when the workbook has no such sheet), or
 * else the first sheet whose header names a SKU or MPN column (a cover sheet of instructions is
 * passed over), or else the first sheet (which is then refused for its missing header).
 */
function workbookTable(sheets: { name: string; rows: string[][] }[], chosen: string | null): FileTable {
  const names = sheets.map((sheet) => sheet.name);
  if (chosen !== null) {
    const found = sheets.find((sheet) => sheet.name === chosen);
    if (!found) throw new ImportFileError(IMPORT_FILE_ERRORS.sheetUnknown, `The workbook has no sheet named ${chosen}`);
    return { rows: found.rows, sheets: names, sheet: found.name };
  }
  const read = sheets.find((sheet) => detectImportColumns(sheet.rows) !== null) ?? sheets[0];
  if (!read) throw new ImportFileError(IMPORT_FILE_ERRORS.empty, 'The workbook has no sheet');
  return { rows: read.rows, sheets: names, sheet: read.name };
}

/** A file's rows: the demo data's JSON, a workbook's sheet, or whatever else the BOM tool reads (CSV/TSV in any of its encodings). */
async function fileTable(bytes: Uint8Array, sheet: string | null): Promise<FileTable> {
  if (bytes.length > IMPORT_MAX_FILE_BYTES) throw new ImportFileError(IMPORT_FILE_ERRORS.tooLarge, 'The file is too large');
  const first = bytes.find((byte) => byte !== 0x20 && byte !== 0x0a && byte !== 0x0d && byte !== 0x09 && byte !== 0xef && byte !== 0xbb && byte !== 0xbf);
  if (first === 0x7b || first === 0x5b) {
    const rows = jsonRows(decodeBomText(bytes));
    if (rows) return { rows, sheets: [], sheet: null };
  }
  const limits = { maxBytes: IMPORT_MAX_FILE_BYTES, maxRows: IMPORT_MAX_ROWS + 30 };
  try {
    const sheets = await workbookSheets(bytes, limits);
    if (sheets) return workbookTable(sheets, sheet);
    return { rows: await bomFileRows(bytes, limits), sheets: [], sheet: null };
  } catch (error) {
    throw fromBomError(error);
  }
}

/**
 * Reads a staff import file (the BOM tool's reader and header folding, the import's own fields):
 * refuses it whole for a size past 10 MB, more than 20,000 rows, no header naming a SKU or MPN
 * column, or no row, or a `sheet` the workbook lacks; otherwise every non-empty row with the
 * cells it could not read. `sheet` names the workbook's sheet to read (ignored for other files).
 */
export async function readImportFile(bytes: Uint8Array, sheet: string | null = null): Promise<ImportFile> {
  const { rows, sheets, sheet: read } = await fileTable(bytes, sheet);
  const detected = detectImportColumns(rows);
  if (!detected) throw new ImportFileError(IMPORT_FILE_ERRORS.noHeader, 'No header names a SKU or MPN column');
  const { headerRow, mapping } = detected;
  const body: ImportFile['rows'] = [];
  for (let index = headerRow + 1; index < rows.length; index++) {
    const cells = rows[index]!;
    if (isBlankRow(cells)) continue;
    if (body.length >= IMPORT_MAX_ROWS) throw new ImportFileError(IMPORT_FILE_ERRORS.tooManyRows, `An import holds at most ${IMPORT_MAX_ROWS} rows`);
    body.push(importRowOf(cells, mapping, index + 1));
  }
  if (body.length === 0) throw new ImportFileError(IMPORT_FILE_ERRORS.empty, 'The file holds no row');
  return { sheets, sheet: read, columns: rows[headerRow]!.map((cell) => cell.trim()), header_row: headerRow, mapping, rows: body };
}
