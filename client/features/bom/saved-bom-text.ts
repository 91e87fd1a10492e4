import { emptyMapping } from '#shared/bom/parse/bom-fields.ts';
import type { BomField, BomLine, BomMapping, SavedBom } from '#shared/bom/schemas.ts';

/** The fields in the mapping step's order. */
const BOM_FIELDS = Object.keys(emptyMapping()) as BomField[];

/**
 * A BOM saved on the server holds its lines, not its file. To reopen it like any other BOM (the
 * mapping step, drafts that open offline, the same parser) its lines are written back as a
 * CSV with one named column per field, read with this fixed mapping.
 */

/** The header cells, one per field in BOM_FIELDS order (names the column detection knows too). */
const HEADER: Record<BomField, string> = {
  designators: 'Designator',
  quantity: 'Quantity',
  value: 'Value',
  footprint: 'Footprint',
  mpn: 'MPN',
  manufacturer: 'Manufacturer',
  sku: 'SKU',
  description: 'Description',
  link: 'Link',
};

/** Column i holds field BOM_FIELDS[i]. */
export const SAVED_BOM_MAPPING: BomMapping = Object.fromEntries(BOM_FIELDS.map((field, column) => [field, column])) as BomMapping;

/** RFC 4180: every cell quoted, quotes doubled, so commas, quotes and line breaks survive. */
function cell(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

function cells(line: BomLine): string[] {
  return BOM_FIELDS.map((field) => {
    if (field === 'designators') return (line.designators ?? []).join(', ');
    if (field === 'quantity') return String(line.quantity);
    return line[field] ?? '';
  });
}

/** The lines as CSV text (header first), for the parser with SAVED_BOM_MAPPING and header row 0. */
export function savedBomCsv(lines: readonly BomLine[]): string {
  return [BOM_FIELDS.map((field) => cell(HEADER[field])), ...lines.map((line) => cells(line).map(cell))].map((row) => row.join(',')).join('\r\n');
}

/** The user's choices of a saved BOM: the product picked per line index. */
export function savedBomChoices(saved: Pick<SavedBom, 'lines'>): Record<number, number> {
  const choices: Record<number, number> = {};
  saved.lines.forEach((line, index) => {
    if (line.product_id !== undefined) choices[index] = line.product_id;
  });
  return choices;
}
