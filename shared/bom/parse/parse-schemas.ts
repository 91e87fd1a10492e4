import { Type, type Static } from 'typebox';
import { BomParseResponse } from '../schemas.ts';

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

/**
 * The contract's parse answer, with `header_row` null for a file without a header (cells pasted
 * from a spreadsheet, a bare list): every row is then a line.
 */
export const BomParsed = Type.Object({
  ...BomParseResponse.properties,
  header_row: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
});
export type BomParsed = Static<typeof BomParsed>;
