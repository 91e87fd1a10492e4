import readXlsxFile, { readSheet } from 'read-excel-file/universal';
import { BOM_MAX_FILE_BYTES, BOM_MAX_LINES } from '../schemas.ts';
import { BOM_ERRORS, BomParseError } from './bom-limits.ts';
import { bomLinesOf, type BomLayout, type ParsedBom } from './bom-lines.ts';
import { decodeBomText } from './decode-text.ts';
import { detectDelimiter, splitDelimited } from './delimited-rows.ts';

/** Rows beyond the line limit plus a generous allowance for title blocks and blank rows. */
const MAX_ROWS = BOM_MAX_LINES + 200;

function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** Excel 97-2003 `.xls` (a Compound File), which the tool asks to save as XLSX or CSV. */
function isCompoundFile(bytes: Uint8Array): boolean {
  return bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

/** The first sheet of an XLSX workbook as rows of texts. */
async function xlsxRows(bytes: Uint8Array, maxRows: number): Promise<string[][]> {
  try {
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    const sheet = await readSheet(buffer);
    return sheet.slice(0, maxRows + 1).map((row) => row.map(cellText));
  } catch {
    throw new BomParseError(BOM_ERRORS.unreadable, 'The spreadsheet could not be read');
  }
}

/** How much of a file is read: its largest size and the rows kept (one more is read to tell "too many"). */
export interface FileRowLimits {
  maxBytes: number;
  maxRows: number;
}

/** The BOM tool's: 5 MB, and its line limit plus room for a title block. */
const BOM_ROW_LIMITS: FileRowLimits = { maxBytes: BOM_MAX_FILE_BYTES, maxRows: MAX_ROWS };

/**
 * The rows of a BOM file (or of another table read the same way, e.g. the staff product import,
 * with its own `limits`): XLSX (told by its zip signature, whatever its name) or delimited text
 * in any of the encodings `decodeBomText` reads. Refuses more than 5 MB (`bom_file_too_large`),
 * an old `.xls`, a broken workbook or binary bytes (`bom_file_unreadable`).
 */
export async function bomFileRows(bytes: Uint8Array, limits: FileRowLimits = BOM_ROW_LIMITS): Promise<string[][]> {
  if (bytes.length > limits.maxBytes) throw new BomParseError(BOM_ERRORS.tooLarge, `A file is at most ${limits.maxBytes} bytes`);
  if (bytes.length === 0) throw new BomParseError(BOM_ERRORS.empty, 'The file is empty');
  if (isZip(bytes)) return xlsxRows(bytes, limits.maxRows);
  if (isCompoundFile(bytes)) throw new BomParseError(BOM_ERRORS.unreadable, 'Save an .xls workbook as XLSX or CSV');
  return textRows(decodeBomText(bytes), limits.maxRows);
}

/** One sheet of a workbook: its name as Excel shows it on the tab, and its rows of texts. */
export interface WorkbookSheet {
  name: string;
  rows: string[][];
}

/**
 * Every sheet of an XLSX workbook, in the tabs' order, each as rows of texts (at most
 * `limits.maxRows` + 1 per sheet), for a reader that lets its user choose the sheet (the staff
 * product import). Null when the bytes are not an XLSX workbook; the same refusals as
 * `bomFileRows` otherwise. The BOM tool itself still reads the first sheet only.
 */
export async function workbookSheets(bytes: Uint8Array, limits: FileRowLimits = BOM_ROW_LIMITS): Promise<WorkbookSheet[] | null> {
  if (bytes.length > limits.maxBytes) throw new BomParseError(BOM_ERRORS.tooLarge, `A file is at most ${limits.maxBytes} bytes`);
  if (!isZip(bytes)) return null;
  try {
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    const sheets = await readXlsxFile(buffer);
    return sheets.map((sheet) => ({ name: sheet.sheet, rows: sheet.data.slice(0, limits.maxRows + 1).map((row) => row.map(cellText)) }));
  } catch {
    throw new BomParseError(BOM_ERRORS.unreadable, 'The spreadsheet could not be read');
  }
}

/** NUL or other control characters where text should be: an image, a PDF, a zip of something else. */
function looksBinary(text: string): boolean {
  const end = Math.min(text.length, 4096);
  for (let i = 0; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d && code !== 0x0c && code !== 0x0b) return true;
  }
  return false;
}

/** Rows of a delimited text: a file's or cells pasted from a spreadsheet (tab-separated). */
export function textRows(text: string, maxRows = MAX_ROWS): string[][] {
  if (looksBinary(text)) {
    throw new BomParseError(BOM_ERRORS.unreadable, 'The file is not a spreadsheet or a text table');
  }
  return splitDelimited(text, detectDelimiter(text), maxRows + 1);
}

/**
 * A whole BOM file read into lines, with the columns detected or the `mapping` given. The same
 * function runs in the page's Web Worker and behind `POST /v1/bom/parse`.
 */
export async function parseBomFile(bytes: Uint8Array, given?: BomLayout): Promise<ParsedBom> {
  return bomLinesOf(await bomFileRows(bytes), given);
}
