import { Type, type Static } from 'typebox';
import { PageEnvelope, PageParam } from '../http/pagination.ts';
import { PriceBreak } from '../catalog/schemas.ts';

/**
 * API contract of the BOM tool (`/bom`): parse, match, saved BOMs and sourcing requests. Other
 * tools and tests call these; the routes and the page import the same objects.
 */

const Id = Type.Integer({ minimum: 1 });
const NullableId = Type.Union([Id, Type.Null()]);
const NullableString = Type.Union([Type.String(), Type.Null()]);
const Vnd = Type.Integer({ minimum: 0, description: 'whole VND' });

/** Most lines a parsed file or a match request may hold. */
export const BOM_MAX_LINES = 2000;
/** Largest BOM file the parser accepts, in bytes (5 MB). */
export const BOM_MAX_FILE_BYTES = 5 * 1024 * 1024;
/** Most boards a BOM may be priced for. */
export const BOM_MAX_BOARDS = 100_000;
/** Longest text kept from one cell. */
export const BOM_MAX_CELL = 500;

const Cell = Type.String({ maxLength: BOM_MAX_CELL });
/** Boards a BOM is priced for. */
const Boards = Type.Integer({ minimum: 1, maximum: BOM_MAX_BOARDS });
/** Extra percent of passives (R, C, L, FB) to buy, rounded up per line: "+x % for passives". */
const SparePercent = Type.Integer({ minimum: 0, maximum: 100 });

/**
 * One BOM line as the parser gives it and the matcher takes it. Every text field is the user's own
 * text, trimmed; absent or '' when the file has no such column.
 */
export const BomLine = Type.Object({
  /** Designators, expanded ("R1-R3" → R1, R2, R3). */
  designators: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 5000 })),
  /** Parts per board: the quantity column, or the designator count. */
  quantity: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  value: Type.Optional(Cell),
  footprint: Type.Optional(Cell),
  mpn: Type.Optional(Cell),
  manufacturer: Type.Optional(Cell),
  /** A distributor part number (an LCSC-style `C12345`, or our own code). */
  sku: Type.Optional(Cell),
  description: Type.Optional(Cell),
  link: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type BomLine = Static<typeof BomLine>;

/** The fields a column may be taken as, in the order the mapping step lists them. */
export const BOM_FIELDS = ['designators', 'quantity', 'value', 'footprint', 'mpn', 'manufacturer', 'sku', 'description', 'link'] as const;
export type BomField = (typeof BOM_FIELDS)[number];

/** Which column (0-based) each field was taken from; null when none. */
export const BomMapping = Type.Object({
  designators: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  quantity: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  value: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  footprint: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  mpn: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  manufacturer: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  sku: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  description: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  link: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
});
export type BomMapping = Static<typeof BomMapping>;

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

/** POST /v1/bom/parse: the columns found and the lines. */
export const BomParseResponse = Type.Object({
  columns: Type.Array(Type.String()),
  /**
   * 0-based row of the header (it need not be the first row); null for a file without a header
   * (cells pasted from a spreadsheet, a bare list): every row is then a line.
   */
  header_row: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  mapping: BomMapping,
  lines: Type.Array(BomLine, { maxItems: BOM_MAX_LINES }),
});
export type BomParseResponse = Static<typeof BomParseResponse>;

/** How a line was matched, from most to least certain. Only exact and equivalent are auto-selected. */
export const BOM_STATUSES = ['exact', 'equivalent', 'check', 'suggestion', 'none'] as const;
export type BomStatus = (typeof BOM_STATUSES)[number];

/**
 * Why a line got its status, for the client to translate (the server also sends `reason` in the
 * request's language): `sku` distributor code, `mpn` manufacturer part number, `close_mpn` one
 * character or a suffix off, `value_package` same value, package and kind, `search` a catalogue
 * search hit, `chosen` the user's own choice, `not_found` nothing in our catalogue.
 */
export const BOM_REASON_KEYS = ['sku', 'mpn', 'close_mpn', 'value_package', 'search', 'chosen', 'not_found'] as const;
export type BomReasonKey = (typeof BOM_REASON_KEYS)[number];

/** Statuses per line with their count, and the total in VND of the selected lines. */
export const BomMatchLineIn = Type.Object({
  ...BomLine.properties,
  /** Spare parts per board set for this line (added once to the need, not per board). */
  spares: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  /** The product the user chose for this line: it wins over any match (reason `chosen`). */
  product_id: Type.Optional(Id),
});
export type BomMatchLineIn = Static<typeof BomMatchLineIn>;

/** POST /v1/bom/match request. */
export const BomMatchRequest = Type.Object({
  boards: Boards,
  spare_percent_passives: Type.Optional(SparePercent),
  lines: Type.Array(BomMatchLineIn, { minItems: 1, maxItems: BOM_MAX_LINES }),
});
export type BomMatchRequest = Static<typeof BomMatchRequest>;

/** A catalogue product as a BOM line shows it. `price` and `prices` are VND (USD view client side). */
export const BomProduct = Type.Object({
  id: Id,
  slug: Type.String(),
  name: Type.String(),
  mpn: Type.String(),
  sku: Type.String(),
  manufacturer: NullableString,
  package: NullableString,
  price: Vnd,
  prices: Type.Array(PriceBreak),
  inventory: Type.Integer(),
  /** Minimum order quantity (spec §3 `multiples`). */
  multiples: Type.Integer({ minimum: 1 }),
  /** What the quantity moves by above the minimum. */
  step: Type.Integer({ minimum: 1 }),
  image_id: NullableId,
});
export type BomProduct = Static<typeof BomProduct>;

export const BomMatchLineOut = Type.Object({
  /** Position of the line in the request. */
  index: Type.Integer({ minimum: 0 }),
  status: Type.Unsafe<BomStatus>({ type: 'string', enum: [...BOM_STATUSES] }),
  reason_key: Type.Unsafe<BomReasonKey>({ type: 'string', enum: [...BOM_REASON_KEYS] }),
  /** What the reason names: the code, the MPN, "100 nF · 0402"; '' when nothing. */
  reason_detail: Type.String(),
  /** Human reason in the request's language ("LCSC code C1525", "close MPN — please check"). */
  reason: Type.String(),
  /** 0..1: how sure the match is. */
  confidence: Type.Number({ minimum: 0, maximum: 1 }),
  /** The selected product: set for exact, equivalent and chosen lines; for check/suggestion the best candidate (not selected). */
  product: Type.Union([BomProduct, Type.Null()]),
  /** Other candidates to choose from (at most 5). */
  alternatives: Type.Array(BomProduct),
  /** Parts needed: per-board quantity × boards + spares. */
  need_quantity: Type.Integer({ minimum: 0 }),
  /** What to buy of `product`: need rounded up to its minimum and step; 0 without a product. */
  buy_quantity: Type.Integer({ minimum: 0 }),
  /** Unit price in VND at the volume break of `buy_quantity`; 0 without a product. */
  unit_price: Vnd,
  /** buy_quantity × unit_price, counted in `summary.total` only when the line is selected. */
  line_total: Vnd,
  /** True when the product is auto-selected (exact, equivalent, chosen). */
  selected: Type.Boolean(),
  /** True when buy_quantity is more than the stock. */
  shortfall: Type.Boolean(),
});
export type BomMatchLineOut = Static<typeof BomMatchLineOut>;

export const BomMatchSummary = Type.Object({
  lines: Type.Integer({ minimum: 0 }),
  exact: Type.Integer({ minimum: 0 }),
  equivalent: Type.Integer({ minimum: 0 }),
  check: Type.Integer({ minimum: 0 }),
  suggestion: Type.Integer({ minimum: 0 }),
  none: Type.Integer({ minimum: 0 }),
  /** Sum of the selected lines' totals, VND. */
  total: Vnd,
  /** Selected lines whose buy quantity is more than the stock. */
  shortfalls: Type.Integer({ minimum: 0 }),
});
export type BomMatchSummary = Static<typeof BomMatchSummary>;

/** POST /v1/bom/match response. */
export const BomMatchResponse = Type.Object({
  lines: Type.Array(BomMatchLineOut),
  summary: BomMatchSummary,
});
export type BomMatchResponse = Static<typeof BomMatchResponse>;

// ---- Saved BOMs (signed-in users, owner-only) ----

const BomName = Type.String({ minLength: 1, maxLength: 120 });

/** A saved BOM in the list. */
export const SavedBomSummary = Type.Object({
  id: Id,
  name: Type.String(),
  boards: Type.Integer({ minimum: 1 }),
  line_count: Type.Integer({ minimum: 0 }),
  file_name: NullableString,
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type SavedBomSummary = Static<typeof SavedBomSummary>;

/** A saved BOM with its lines (the user's choices ride on each line's `product_id`). */
export const SavedBom = Type.Object({
  ...SavedBomSummary.properties,
  spare_percent_passives: SparePercent,
  mapping: Type.Union([BomMapping, Type.Null()]),
  lines: Type.Array(BomMatchLineIn),
});
export type SavedBom = Static<typeof SavedBom>;

/** GET /v1/boms query. */
export const SavedBomListQuery = Type.Object({ page: PageParam() });
export type SavedBomListQuery = Static<typeof SavedBomListQuery>;

/** GET /v1/boms: the signed-in user's BOMs, newest change first. */
export const SavedBomListResponse = Type.Object({
  data: Type.Array(SavedBomSummary),
  ...PageEnvelope.properties,
});
export type SavedBomListResponse = Static<typeof SavedBomListResponse>;

/** POST /v1/boms: save a BOM. */
export const SavedBomCreate = Type.Object({
  name: BomName,
  boards: Boards,
  spare_percent_passives: Type.Optional(SparePercent),
  file_name: Type.Optional(Type.String({ maxLength: 255 })),
  mapping: Type.Optional(BomMapping),
  lines: Type.Array(BomMatchLineIn, { minItems: 1, maxItems: BOM_MAX_LINES }),
});
export type SavedBomCreate = Static<typeof SavedBomCreate>;

/** PATCH /v1/boms/:id: rename. */
export const SavedBomRename = Type.Object({ name: BomName });
export type SavedBomRename = Static<typeof SavedBomRename>;

export const SavedBomParams = Type.Object({ id: Id });
export type SavedBomParams = Static<typeof SavedBomParams>;

// ---- Request sourcing for lines we do not sell ----

/** Most lines one sourcing request may carry. */
export const BOM_SOURCING_MAX_LINES = 500;

/**
 * POST /v1/bom/sourcing-requests: the unmatched lines sent to the shop as a quote request.
 * A guest gives an e-mail; a signed-in user's account e-mail is used when none is given.
 */
export const BomSourcingCreate = Type.Object({
  boards: Boards,
  email: Type.Optional(Type.String({ maxLength: 254 })),
  phone: Type.Optional(Type.String({ maxLength: 30 })),
  note: Type.Optional(Type.String({ maxLength: 2000 })),
  bom_name: Type.Optional(Type.String({ maxLength: 120 })),
  lines: Type.Array(BomLine, { minItems: 1, maxItems: BOM_SOURCING_MAX_LINES }),
});
export type BomSourcingCreate = Static<typeof BomSourcingCreate>;

export const BomSourcingCreated = Type.Object({ id: Id });
export type BomSourcingCreated = Static<typeof BomSourcingCreated>;

/** A sourcing request as staff read it in /admin. */
export const BomSourcingRow = Type.Object({
  id: Id,
  email: Type.String(),
  phone: NullableString,
  note: NullableString,
  bom_name: NullableString,
  boards: Type.Integer({ minimum: 1 }),
  user_id: NullableId,
  lines: Type.Array(BomLine),
  created_at: Type.String({ format: 'date-time' }),
});
export type BomSourcingRow = Static<typeof BomSourcingRow>;

/** GET /v1/admin/bom-sourcing-requests query and answer (staff only). */
export const BomSourcingListQuery = Type.Object({ page: PageParam() });
export type BomSourcingListQuery = Static<typeof BomSourcingListQuery>;
export const BomSourcingListResponse = Type.Object({
  data: Type.Array(BomSourcingRow),
  ...PageEnvelope.properties,
});
export type BomSourcingListResponse = Static<typeof BomSourcingListResponse>;
