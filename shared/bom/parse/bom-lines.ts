import { BOM_MAX_CELL, BOM_MAX_LINES, type BomField, type BomParseResponse } from '../schemas.ts';
import type { ParsedLine } from './bom-fields.ts';
import { BOM_ERRORS, BomParseError } from './bom-limits.ts';
import { expandDesignators } from './designators.ts';
import { detectColumns, mappingFits } from './detect-columns.ts';

/**
 * A parsed BOM: what `POST /v1/bom/parse` answers, every line with all its fields. `columns` are
 * the header's cells (or "A", "B"… when the file has no header), one per column.
 */
export type ParsedBom = Omit<BomParseResponse, 'lines'> & { lines: ParsedLine[] };

/** Where a BOM's fields are: the column of each (`mapping`) and the header's row (null: none). */
export type BomLayout = Pick<BomParseResponse, 'mapping' | 'header_row'>;

function columnLetter(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cleanCell(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim().slice(0, BOM_MAX_CELL);
}

/**
 * Parts per board of one line: the quantity column's whole number ("10", "10 pcs", "1,000"),
 * else the designators counted ("R1-R4" = 4), else 1.
 */
function quantityOf(quantityText: string, designators: readonly string[]): number {
  const digits = /^\s*(\d{1,3}(?:[.,\s]\d{3})+|\d{1,6})(?:[.,]0+)?\s*(?:pcs|pc|cai|chiec|ea|x)?\s*$/i.exec(quantityText);
  if (digits) return Math.min(1_000_000, Number(digits[1]!.replace(/[.,\s]/g, '')));
  return designators.length || 1;
}

/**
 * The BOM's lines from its rows: the header found (or the `mapping` given, e.g. the user's choice
 * in the mapping step), empty rows and rows with nothing but a quantity skipped. Refuses more than
 * 2,000 lines (`bom_too_many_lines`), a file with no line (`bom_file_empty`) and a mapping that
 * names a column the file does not have (`bom_mapping_invalid`).
 */
export function bomLinesOf(rows: readonly (readonly string[])[], given?: BomLayout): ParsedBom {
  const width = Math.max(0, ...rows.map((row) => row.length));
  const detected = given ?? (({ headerRow, mapping }) => ({ header_row: headerRow, mapping }))(detectColumns(rows));
  if (given && (!mappingFits(given.mapping, width) || (given.header_row !== null && given.header_row >= rows.length))) {
    throw new BomParseError(BOM_ERRORS.badMapping, 'The mapping names a column or row the file does not have');
  }
  const { mapping, header_row } = detected;
  const header = header_row === null ? [] : rows[header_row]!;
  const columns = Array.from({ length: width }, (_, index) => cleanCell(header[index]) || columnLetter(index));
  const lines: ParsedLine[] = [];
  for (let index = header_row === null ? 0 : header_row + 1; index < rows.length; index++) {
    const row = rows[index]!;
    const cell = (field: BomField): string => {
      const column = mapping[field];
      return column === null ? '' : cleanCell(row[column]);
    };
    const line: ParsedLine = {
      designators: expandDesignators(cell('designators')),
      quantity: 0,
      value: cell('value'),
      footprint: cell('footprint'),
      mpn: cell('mpn'),
      manufacturer: cell('manufacturer'),
      sku: cell('sku'),
      description: cell('description'),
      link: cell('link'),
    };
    const named = line.designators.length > 0 || line.value || line.mpn || line.sku || line.description || line.link;
    if (!named) continue;
    line.quantity = quantityOf(cell('quantity'), line.designators);
    if (lines.length >= BOM_MAX_LINES) {
      throw new BomParseError(BOM_ERRORS.tooManyLines, `A BOM holds at most ${BOM_MAX_LINES} lines`);
    }
    lines.push(line);
  }
  if (lines.length === 0) throw new BomParseError(BOM_ERRORS.empty, 'The file holds no BOM line');
  return { columns, header_row, mapping, lines };
}
