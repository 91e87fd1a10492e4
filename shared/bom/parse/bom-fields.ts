import type { BomLine, BomMapping } from '../schemas.ts';

/** A line as the parser gives it: every field present ('' or [] when the file has no such column). */
export type ParsedLine = Required<BomLine>;

/** A mapping that takes no column. */
export function emptyMapping(): BomMapping {
  return { designators: null, quantity: null, value: null, footprint: null, mpn: null, manufacturer: null, sku: null, description: null, link: null };
}
