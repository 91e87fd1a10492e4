// Listing options as plain constants, apart from the TypeBox schemas, so the client can use them
// without bundling TypeBox (initial JavaScript budget).

/** Sort orders of a listing (spec §2 `order_sort`); `relevance` only applies to searches. */
export const ORDER_SORTS = ['default', 'price_asc', 'price_desc', 'newest', 'stock_desc', 'name_asc', 'relevance'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];
/** Page sizes offered by `number_view` (spec §2). */
export const NUMBER_VIEWS = [24, 48, 96] as const;
export type NumberView = (typeof NUMBER_VIEWS)[number];
export const DEFAULT_NUMBER_VIEW = 24;
