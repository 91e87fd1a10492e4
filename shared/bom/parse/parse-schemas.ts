import { Type, type Static } from 'typebox';
import { BOM_MAX_CELL, BOM_MAX_LINES } from './bom-limits.ts';

const Column = Type.Union([Type.Integer({ minimum: 0, maximum: 10_000 }), Type.Null()]);
const Cell = Type.String({ maxLength: BOM_MAX_CELL });

/** Which column each field was taken from (0-based), null when none (`shared/bom/parse/bom-fields.ts`). */
export const BomMappingSchema = Type.Object(
  {
    designators: Column,
    quantity: Column,
    value: Column,
    footprint: Column,
    mpn: Column,
    manufacturer: Column,
    sku: Column,
    description: Column,
    link: Column,
  },
  { additionalProperties: false, title: 'BomMapping' },
);

/** One BOM line as read: the user's texts and the parts per board. */
export const BomLineSchema = Type.Object(
  {
    designators: Cell,
    quantity: Type.Integer({ minimum: 0, maximum: 10_000_000 }),
    value: Cell,
    footprint: Cell,
    mpn: Cell,
    manufacturer: Cell,
    sku: Cell,
    description: Cell,
    link: Cell,
  },
  { title: 'BomLine' },
);

/**
 * POST /v1/bom/parse form fields beside the `file`: an optional `mapping` (JSON of
 * `BomMapping`, the user's choice in the mapping step) and `header_row` (the header's 0-based row,
 * or `none` for a file without one; omitted with a mapping: the first row).
 */
export const BomParseBody = Type.Object({
  mapping: Type.Optional(Type.String({ maxLength: 1000 })),
  header_row: Type.Optional(Type.String({ pattern: '^(none|[0-9]{1,5})$' })),
});
export type BomParseBody = Static<typeof BomParseBody>;

/** POST /v1/bom/parse: the columns, the header found and the lines (at most 2,000). */
export const BomParseResponse = Type.Object(
  {
    columns: Type.Array(Type.String()),
    header_row: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
    mapping: BomMappingSchema,
    lines: Type.Array(BomLineSchema, { maxItems: BOM_MAX_LINES }),
  },
  { title: 'BomParseResponse' },
);
export type BomParseResponse = Static<typeof BomParseResponse>;
