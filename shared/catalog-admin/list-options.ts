// The staff product list's options as plain constants, apart from the TypeBox schemas, so the
// client can use them (the client imports only types from schema files).

/** Rows per page of the staff product list. */
export const ADMIN_PRODUCTS_PER_PAGE = 25;

/** How the staff list is ordered; `relevance` only means something with a search (else newest). */
export const ADMIN_PRODUCT_SORTS = ['relevance', 'newest', 'name', 'price_asc', 'price_desc', 'stock_asc', 'stock_desc'] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

/** Which products by archive state: live ones (default), archived ones, or both. */
export const ADMIN_ARCHIVE_FILTERS = ['live', 'archived', 'all'] as const;
export type AdminArchiveFilter = (typeof ADMIN_ARCHIVE_FILTERS)[number];
