import { BOM_FIELDS, type BomField, type BomMapping } from '../schemas.ts';
import { emptyMapping } from './bom-fields.ts';
import { BOM_HEADER_SCAN_ROWS } from './bom-limits.ts';
import { headerField } from './header-names.ts';

/** The header row (0-based) and what each column was taken as. */
export interface DetectedColumns {
  /** The header row's index, null when no row reads as a header (then every row is a line). */
  headerRow: number | null;
  mapping: BomMapping;
}

/**
 * The fields a row's cells name: each field goes to the cell of the most specific rule (then the
 * first such cell); a cell that loses its field takes its fallback if that is free.
 */
function mappingOfHeader(row: readonly string[]): { mapping: BomMapping; named: number } {
  const mapping = emptyMapping();
  const matches = row.map((cell, index) => ({ index, match: headerField(cell) })).filter((entry) => entry.match !== null);
  matches.sort((a, b) => a.match!.rank - b.match!.rank || a.index - b.index);
  const losers: typeof matches = [];
  for (const entry of matches) {
    if (mapping[entry.match!.field] === null) mapping[entry.match!.field] = entry.index;
    else losers.push(entry);
  }
  for (const entry of losers) {
    const fallback = entry.match!.fallback;
    if (fallback && mapping[fallback] === null) mapping[fallback] = entry.index;
  }
  const named = BOM_FIELDS.filter((field) => mapping[field] !== null).length;
  return { mapping, named };
}

const URL_CELL = /^(https?:\/\/|www\.)\S+$/i;
const INTEGER_CELL = /^\d{1,6}$/;
const DESIGNATOR_CELL = /^([A-Z]{1,4}\d{1,4})([\s,;-]+[A-Z]{0,4}\d{1,4})*$/i;

/** What a column's cells look like, for columns no header names (free-form lists, headerless pastes). */
function contentField(cells: readonly string[]): BomField | null {
  const filled = cells.map((cell) => cell.trim()).filter((cell) => cell !== '');
  if (filled.length === 0) return null;
  const share = (pattern: RegExp): number => filled.filter((cell) => pattern.test(cell)).length / filled.length;
  if (share(URL_CELL) >= 0.6) return 'link';
  if (share(INTEGER_CELL) >= 0.8) return 'quantity';
  if (share(DESIGNATOR_CELL) >= 0.8) return 'designators';
  if (share(/[a-z]{3,}\s+\S/i) >= 0.6) return 'description';
  return null;
}

/**
 * Finds the header among the first rows (a title block, a project name or an empty row may come
 * first): the row naming the most known columns, the earlier on a tie, at least two. Columns the
 * header does not name, and every column of a file without a header, are taken by their content
 * (links, whole numbers, designators, free text).
 */
export function detectColumns(rows: readonly (readonly string[])[]): DetectedColumns {
  let headerRow: number | null = null;
  let mapping = emptyMapping();
  let best = 1;
  const scan = Math.min(rows.length, BOM_HEADER_SCAN_ROWS);
  for (let index = 0; index < scan; index++) {
    const found = mappingOfHeader(rows[index]!);
    if (found.named > best) {
      best = found.named;
      headerRow = index;
      mapping = found.mapping;
    }
  }
  const body = rows.slice(headerRow === null ? 0 : headerRow + 1, (headerRow ?? 0) + 1 + 200);
  const width = Math.max(0, ...rows.slice(0, 200).map((row) => row.length));
  const taken = new Set(BOM_FIELDS.map((field) => mapping[field]).filter((column) => column !== null));
  for (let column = 0; column < width; column++) {
    if (taken.has(column)) continue;
    // A column whose header is known but named nothing we use (RoHS, price, datasheet) stays unused.
    if (headerRow !== null && (rows[headerRow]![column] ?? '').trim() !== '') continue;
    const field = contentField(body.map((row) => row[column] ?? ''));
    if (field && mapping[field] === null) {
      mapping[field] = column;
      taken.add(column);
    }
  }
  return { headerRow, mapping };
}

/** Whether `mapping` names only columns of a table `width` wide, each at most once. */
export function mappingFits(mapping: BomMapping, width: number): boolean {
  const used = new Set<number>();
  for (const field of BOM_FIELDS) {
    const column = mapping[field];
    if (column === null) continue;
    if (!Number.isInteger(column) || column < 0 || column >= width || used.has(column)) return false;
    used.add(column);
  }
  return true;
}
