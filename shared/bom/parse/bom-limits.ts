/** The BOM tool's input limits (at most 5 MB and 2,000 lines) are the API contract's, in ../schemas.ts. */
/** Rows looked at for the header (the header may follow a title block). */
export const BOM_HEADER_SCAN_ROWS = 30;

/**
 * The message keys a BOM file is refused with, the same on the page and in `POST /v1/bom/parse`'s
 * error body; the client has its own words for each.
 */
export const BOM_ERRORS = {
  tooLarge: 'bom_file_too_large',
  tooManyLines: 'bom_too_many_lines',
  empty: 'bom_file_empty',
  unreadable: 'bom_file_unreadable',
  badMapping: 'bom_mapping_invalid',
} as const;
export type BomErrorKey = (typeof BOM_ERRORS)[keyof typeof BOM_ERRORS];

/** A BOM refused for one of the `BOM_ERRORS` reasons. */
export class BomParseError extends Error {
  readonly key: BomErrorKey;
  constructor(key: BomErrorKey, message: string) {
    super(message);
    this.name = 'BomParseError';
    this.key = key;
  }
}
