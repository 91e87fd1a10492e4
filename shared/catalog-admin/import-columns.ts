import { foldHeader, headerField } from '../bom/parse/header-names.ts';
import type { BomField } from '../bom/schemas.ts';

/**
 * The columns a staff product import reads. A part is keyed by `sku` (the shop's code, the
 * demo data's `lcsc`) or, without one, by its `mpn`; every other column is optional and an empty
 * cell keeps what the product has.
 */
export const IMPORT_FIELDS = [
  'sku',
  'mpn',
  'name',
  'name_en',
  'manufacturer',
  'group',
  'category',
  'package',
  'description',
  'stock',
  'min_order',
  'step',
  'prices_vnd',
  'prices_usd',
  'datasheet_url',
  'library',
  'visible',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Which column (0-based) holds each field; null: the file has no such column. */
export type ImportMapping = Record<ImportField, number | null>;

export function emptyImportMapping(): ImportMapping {
  return Object.fromEntries(IMPORT_FIELDS.map((field) => [field, null])) as ImportMapping;
}

/**
 * Header names (folded as the BOM tool folds them: lower case, no Vietnamese marks, punctuation as
 * spaces, camelCase run together) of the fields the BOM tool does not know, and of the demo data
 * file's own layout (`lcsc, mpn, manufacturer, group, category, package, description, library,
 * preferred, stock, minOrder, reel, priceBreaksUsd, datasheetUrl, attributes`). Tried before the
 * BOM tool's names, which then give `sku`, `mpn`, `manufacturer`, `package` (its footprint) and
 * `description` from the distributor exports and Vietnamese headers it reads.
 */
const IMPORT_HEADER_RULES: readonly (readonly [ImportField, RegExp])[] = [
  ['name_en', /^(name en|english name|ten tieng anh|name english|nameen)$/],
  ['name', /^(name|name vi|product name|ten|ten san pham|ten hang)$/],
  ['group', /^(group|category 1|level 1|nhom|nhom hang|danh muc cha|first category)$/],
  ['category', /^(category|category 2|subcategory|danh muc|loai|second category)$/],
  ['stock', /^(stock|inventory|qty in stock|quantity in stock|ton kho|so luong ton|stock qty|ton)$/],
  ['min_order', /^(min order|minorder|moq|minimum|minimum order|min qty|so luong toi thieu|toi thieu)$/],
  ['step', /^(step|multiple|order multiple|buoc|boi so)$/],
  ['prices_usd', /^(price breaks usd|pricebreaksusd|prices usd|price usd|unit price usd|usd|gia usd|cost usd)$/],
  ['prices_vnd', /^(prices|price|price breaks|price breaks vnd|prices vnd|price vnd|unit price|gia|gia ban|don gia|gia vnd)$/],
  ['datasheet_url', /^(datasheet|datasheet url|datasheeturl|datasheet link|tai lieu)$/],
  ['library', /^(library|library type|basic|preferred part|loai linh kien)$/],
  ['visible', /^(visible|hien|hien thi|shown)$/],
];

/** What the BOM tool's header names give the import (its fields that are a product's too). */
const FROM_BOM_FIELD: Partial<Record<BomField, ImportField>> = {
  sku: 'sku',
  mpn: 'mpn',
  manufacturer: 'manufacturer',
  footprint: 'package',
  description: 'description',
};

/** camelCase headers (`minOrder`, `priceBreaksUsd`) read as words before folding. */
function words(cell: string): string {
  return cell.replace(/([a-z])([A-Z])/g, '$1 $2');
}

/** The field a header cell names, or null. */
export function importHeaderField(cell: string): ImportField | null {
  const folded = foldHeader(words(cell));
  if (folded === '') return null;
  for (const [field, pattern] of IMPORT_HEADER_RULES) if (pattern.test(folded)) return field;
  const bom = headerField(cell)?.field;
  return (bom && FROM_BOM_FIELD[bom]) ?? null;
}

/** Rows looked at for the header (a title block may come first), as the BOM tool does. */
const HEADER_SCAN_ROWS = 30;

/**
 * The header row (the one among the first 30 naming the most fields, at least two, one of them
 * `sku` or `mpn`) and each field's column (the first cell naming it). Null when no row reads as
 * an import header.
 */
export function detectImportColumns(rows: readonly (readonly string[])[]): { headerRow: number; mapping: ImportMapping } | null {
  let best: { headerRow: number; mapping: ImportMapping; named: number } | null = null;
  for (let index = 0; index < Math.min(rows.length, HEADER_SCAN_ROWS); index++) {
    const mapping = emptyImportMapping();
    let named = 0;
    rows[index]!.forEach((cell, column) => {
      const field = importHeaderField(cell);
      if (field && mapping[field] === null) {
        mapping[field] = column;
        named += 1;
      }
    });
    const keyed = mapping.sku !== null || mapping.mpn !== null;
    if (keyed && named >= 2 && named > (best?.named ?? 0)) best = { headerRow: index, mapping, named };
  }
  return best && { headerRow: best.headerRow, mapping: best.mapping };
}
