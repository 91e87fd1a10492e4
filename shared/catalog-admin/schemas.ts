import { Type, type Static } from 'typebox';
import { StaffChangeRow } from '../audit/schemas.ts';
import { PageEnvelope, PageParam } from '../http/pagination.ts';
import { API_PATH } from '../http/api-paths.ts';
import { BULK_MAX_PRODUCTS } from './bulk-change.ts';
import { ADMIN_ARCHIVE_FILTERS, ADMIN_PRODUCT_SORTS, type AdminArchiveFilter, type AdminProductSort } from './list-options.ts';
import { IMPORT_BATCH_ROWS, MAX_UNIT_PRICE_USD } from './import-rows.ts';
import { MAX_MARGIN_PERCENT, MIN_MARGIN_PERCENT } from './margin.ts';
import { MAX_PRICE_BREAKS, MAX_QUANTITY, MAX_UNIT_PRICE_VND, PRODUCT_LIMITS } from './product-rules.ts';

const Id = Type.Integer({ minimum: 1 });
const NullableId = Type.Union([Id, Type.Null()]);
const NullableString = Type.Union([Type.String(), Type.Null()]);

/** Base of the staff catalogue API (the back office's /admin/products). */
export const ADMIN_PRODUCTS_PATH = API_PATH.adminProducts;

export { ADMIN_ARCHIVE_FILTERS, ADMIN_PRODUCT_SORTS, ADMIN_PRODUCTS_PER_PAGE, type AdminArchiveFilter, type AdminProductSort } from './list-options.ts';

const YesNo = Type.Union([Type.Literal('1'), Type.Literal('0')]);

export const AdminProductListQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  category_id: Type.Optional(Id),
  brand: Type.Optional(Id),
  /** 1 = in stock, 0 = out of stock. */
  stock: Type.Optional(YesNo),
  preferred: Type.Optional(YesNo),
  picture: Type.Optional(YesNo),
  archived: Type.Optional(Type.Unsafe<AdminArchiveFilter>({ type: 'string', enum: [...ADMIN_ARCHIVE_FILTERS] })),
  sort: Type.Optional(Type.Unsafe<AdminProductSort>({ type: 'string', enum: [...ADMIN_PRODUCT_SORTS] })),
  page: PageParam(),
});
export type AdminProductListQuery = Static<typeof AdminProductListQuery>;

export const AdminProductRow = Type.Object({
  id: Id,
  slug: Type.String(),
  name: Type.String(),
  sku: Type.String(),
  mpn: Type.String(),
  supplier_name: NullableString,
  category_name: Type.String(),
  image_id: NullableId,
  price: Type.Integer(),
  inventory: Type.Integer(),
  visible: Type.Boolean(),
  preferred: Type.Boolean(),
  archived: Type.Boolean(),
});
export type AdminProductRow = Static<typeof AdminProductRow>;

export const AdminProductListResponse = Type.Object({ data: Type.Array(AdminProductRow), ...PageEnvelope.properties });
export type AdminProductListResponse = Static<typeof AdminProductListResponse>;

const PriceBreak = Type.Object({
  quantity: Type.Integer({ minimum: 1, maximum: MAX_QUANTITY }),
  price: Type.Integer({ minimum: 0, maximum: MAX_UNIT_PRICE_VND }),
});

/** The product form's JSON (`ProductFormFields`); the shared rule checks what a schema cannot. */
export const AdminProductBody = Type.Object(
  {
    name: Type.String({ maxLength: 1000 }),
    name_en: Type.String({ maxLength: 1000 }),
    mpn: Type.String({ maxLength: 1000 }),
    sku: Type.String({ maxLength: 1000 }),
    supplier_id: NullableId,
    category_id: NullableId,
    package: Type.String({ maxLength: 1000 }),
    description: Type.String({ maxLength: PRODUCT_LIMITS.description * 2 }),
    unit: Type.String({ maxLength: 1000 }),
    multiples: Type.Integer({ minimum: 0, maximum: MAX_QUANTITY }),
    step: Type.Integer({ minimum: 0, maximum: MAX_QUANTITY }),
    datasheet_url: Type.String({ maxLength: 2000 }),
    property_ids: Type.Array(Id, { maxItems: 200 }),
    prices: Type.Array(PriceBreak, { maxItems: MAX_PRICE_BREAKS * 2 }),
    inventory: Type.Integer({ minimum: 0, maximum: MAX_QUANTITY }),
    visible: Type.Boolean(),
    preferred: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type AdminProductBody = Static<typeof AdminProductBody>;

export const AdminProductImage = Type.Object({ id: Id, position: Type.Integer() });

/** One product as the staff editor loads it: the form's fields plus what only staff see. */
export const AdminProductDetail = Type.Object({
  id: Id,
  slug: Type.String(),
  ...AdminProductBody.properties,
  archived_at: NullableString,
  on_orders: Type.Boolean(),
  images: Type.Array(AdminProductImage),
});
export type AdminProductDetail = Static<typeof AdminProductDetail>;

export const AdminProductResponse = Type.Object({
  product: AdminProductDetail,
  /** VND per USD today (the storefront's `exchange_rate` setting), for the USD view of prices. */
  exchange_rate: Type.Number(),
  history: Type.Array(StaffChangeRow),
});
export type AdminProductResponse = Static<typeof AdminProductResponse>;

/** What the product form chooses from: categories (tree order), brands, filter groups and values. */
export const AdminProductOptions = Type.Object({
  categories: Type.Array(Type.Object({ id: Id, parent_id: NullableId, level: Type.Integer(), name: Type.String() })),
  suppliers: Type.Array(Type.Object({ id: Id, name: Type.String() })),
  property_groups: Type.Array(Type.Object({ id: Id, name: Type.String(), values: Type.Array(Type.Object({ id: Id, name: Type.String() })) })),
});
export type AdminProductOptions = Static<typeof AdminProductOptions>;

export const AdminProductIdParams = Type.Object({ id: Id });
export const AdminProductImageParams = Type.Object({ id: Id, imageId: Id });
export const AdminArchiveBody = Type.Object({ archived: Type.Boolean() }, { additionalProperties: false });
export const AdminImageOrderBody = Type.Object({ image_ids: Type.Array(Id, { minItems: 1, maxItems: 50 }) }, { additionalProperties: false });
export const AdminSaved = Type.Object({ id: Id });
export const AdminProductImages = Type.Object({ images: Type.Array(AdminProductImage) });
export type AdminProductImages = Static<typeof AdminProductImages>;

/** Most bytes of one product picture upload. */
export const PRODUCT_PICTURE_MAX_BYTES = 5_000_000;

/**
 * One change for many products (shared/catalog-admin/bulk-change.ts `BulkChange`): its `kind`
 * and that kind's value; the shared rule names a missing or bad value on the `change` field.
 */
export const AdminBulkChange = Type.Object(
  {
    kind: Type.Union([Type.Literal('category'), Type.Literal('visibility'), Type.Literal('price_percent'), Type.Literal('stock')]),
    category_id: Type.Optional(Id),
    visible: Type.Optional(Type.Boolean()),
    percent: Type.Optional(Type.Number({ minimum: -1000, maximum: 1000 })),
    inventory: Type.Optional(Type.Integer({ minimum: -1, maximum: MAX_QUANTITY })),
  },
  { additionalProperties: false },
);

export const AdminBulkBody = Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: BULK_MAX_PRODUCTS }), change: AdminBulkChange }, { additionalProperties: false });
export type AdminBulkBody = Static<typeof AdminBulkBody>;

const BulkFactsRow = Type.Object({
  category_id: Id,
  category_name: Type.String(),
  visible: Type.Boolean(),
  inventory: Type.Integer(),
  prices: Type.Array(Type.Object({ quantity: Type.Integer(), price: Type.Integer() })),
});

/** The preview of a bulk change: each product before → after, computed by the rule that applies it. */
export const AdminBulkPreview = Type.Object({
  rows: Type.Array(Type.Object({ id: Id, name: Type.String(), sku: Type.String(), before: BulkFactsRow, after: BulkFactsRow })),
});
export type AdminBulkPreview = Static<typeof AdminBulkPreview>;

export const AdminBulkApplied = Type.Object({ changed: Type.Integer({ minimum: 0 }) });

const ImportText = Type.Optional(Type.String({ minLength: 1, maxLength: 20_000 }));
const ImportCount = Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_QUANTITY }));

/**
 * One import row on the wire (shared/catalog-admin/import-rows.ts `WireImportRow`): the fields
 * the file gave, a missing one keeping the product's value. Absent rather than null, so that the
 * body's type coercion never turns a "keep" into an empty text or a zero.
 */
export const AdminImportRow = Type.Object(
  {
    line: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
    sku: ImportText,
    mpn: ImportText,
    name: ImportText,
    name_en: ImportText,
    manufacturer: ImportText,
    group: ImportText,
    category: ImportText,
    package: ImportText,
    description: ImportText,
    datasheet_url: ImportText,
    stock: ImportCount,
    min_order: ImportCount,
    step: ImportCount,
    prices_vnd: Type.Optional(Type.Array(PriceBreak, { minItems: 1, maxItems: MAX_PRICE_BREAKS * 2 })),
    prices_usd: Type.Optional(
      Type.Array(Type.Object({ quantity: Type.Integer({ minimum: 1, maximum: MAX_QUANTITY }), usd: Type.Number({ minimum: 0, maximum: MAX_UNIT_PRICE_USD }) }), { minItems: 1, maxItems: MAX_PRICE_BREAKS * 2 }),
    ),
    preferred: Type.Optional(Type.Boolean()),
    visible: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type AdminImportRow = Static<typeof AdminImportRow>;

export const IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'reject'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/** What the dry run (and the apply) says of one row: its action, the fields it changes, or why it is refused. */
export const AdminImportRowPlan = Type.Object({
  line: Type.Integer(),
  action: Type.Unsafe<ImportAction>({ type: 'string', enum: [...IMPORT_ACTIONS] }),
  product_id: NullableId,
  sku: Type.String(),
  name: Type.String(),
  /** Each changed field before → after as text (prices as "1: 1.200 ₫" lines are the page's to format). */
  changes: Type.Array(Type.Object({ field: Type.String(), before: Type.Unknown(), after: Type.Unknown() })),
  /** Field → message key of each reason the row is refused. */
  errors: Type.Record(Type.String(), Type.String()),
  /** The row to send back to apply (create and update rows only). */
  row: Type.Union([AdminImportRow, Type.Null()]),
});
export type AdminImportRowPlan = Static<typeof AdminImportRowPlan>;

const ImportCounts = Type.Object({ create: Type.Integer(), update: Type.Integer(), unchanged: Type.Integer(), reject: Type.Integer() });
export type AdminImportCounts = Static<typeof ImportCounts>;

/** The dry run of a file: how it was read and what each row would do (writes nothing). */
export const AdminImportCheck = Type.Object({
  /** A workbook's sheets in the tabs' order (`[]` for a text or JSON file), and the one read (null for those). */
  sheets: Type.Array(Type.String()),
  sheet: Type.Union([Type.String(), Type.Null()]),
  columns: Type.Array(Type.String()),
  header_row: Type.Integer(),
  /** Import field → the column (0-based) it was read from; fields the file lacks are left out. */
  mapping: Type.Record(Type.String(), Type.Integer()),
  counts: ImportCounts,
  rows: Type.Array(AdminImportRowPlan),
});
export type AdminImportCheck = Static<typeof AdminImportCheck>;

export const AdminImportApplyBody = Type.Object({ rows: Type.Array(AdminImportRow, { minItems: 1, maxItems: IMPORT_BATCH_ROWS }) }, { additionalProperties: false });
export type AdminImportApplyBody = Static<typeof AdminImportApplyBody>;

/** One batch applied (one transaction): the counts and the rows refused now (the catalogue may have moved since the dry run). */
export const AdminImportApplied = Type.Object({ counts: ImportCounts, rejected: Type.Array(AdminImportRowPlan) });
export type AdminImportApplied = Static<typeof AdminImportApplied>;

/** A margin staff try or set (shared/catalog-admin/margin.ts bounds), for re-pricing from cost. */
export const AdminRepriceBody = Type.Object({ margin_percent: Type.Number({ minimum: MIN_MARGIN_PERCENT, maximum: MAX_MARGIN_PERCENT }) }, { additionalProperties: false });
export type AdminRepriceBody = Static<typeof AdminRepriceBody>;

/** Today's pricing inputs and how many products have a known cost. */
export const AdminPricing = Type.Object({
  exchange_rate: Type.Number(),
  margin_percent: Type.Number(),
  costed_products: Type.Integer(),
  changes: Type.Array(StaffChangeRow),
});
export type AdminPricing = Static<typeof AdminPricing>;

/**
 * What re-pricing at a margin would do, computed by the rule that applies it: how many products
 * change, the smallest and largest change of a list price in percent, and a few products before → after.
 */
export const AdminRepricePreview = Type.Object({
  exchange_rate: Type.Number(),
  margin_percent: Type.Number(),
  costed_products: Type.Integer(),
  changed_products: Type.Integer(),
  min_change_percent: Type.Union([Type.Number(), Type.Null()]),
  max_change_percent: Type.Union([Type.Number(), Type.Null()]),
  samples: Type.Array(Type.Object({ id: Id, sku: Type.String(), name: Type.String(), before: Type.Integer(), after: Type.Integer() })),
});
export type AdminRepricePreview = Static<typeof AdminRepricePreview>;

export const AdminRepriceApplied = Type.Object({ changed_products: Type.Integer(), margin_percent: Type.Number() });
export type AdminRepriceApplied = Static<typeof AdminRepriceApplied>;
