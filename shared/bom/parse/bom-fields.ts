/**
 * The things a BOM column can be taken as (the mapping step and `POST /v1/bom/parse`'s
 * `mapping`), in the order the mapping step lists them.
 */
export const BOM_FIELDS = ['designators', 'quantity', 'value', 'footprint', 'mpn', 'manufacturer', 'sku', 'description', 'link'] as const;
export type BomField = (typeof BOM_FIELDS)[number];

/** Which column (0-based) each field was taken from; null when no column holds it. */
export type BomMapping = Record<BomField, number | null>;

/** One line of a BOM as read: the user's own texts, plus the quantity per board. */
export interface BomLine {
  /** The designators as written ("R1, R2, R5", "R1-R4"), empty when the file has none. */
  designators: string;
  /** Parts per board: the quantity column, else the designators counted, else 1. */
  quantity: number;
  value: string;
  footprint: string;
  mpn: string;
  manufacturer: string;
  /** A distributor's part number (LCSC "C1525", a Digi-Key or Mouser number). */
  sku: string;
  description: string;
  link: string;
}

export function emptyMapping(): BomMapping {
  return { designators: null, quantity: null, value: null, footprint: null, mpn: null, manufacturer: null, sku: null, description: null, link: null };
}
