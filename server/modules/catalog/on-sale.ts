/**
 * What the storefront sells. Staff hide (`visible`) or archive (`archived_at`) a product in
 * /admin/products; it stays in the database because orders name it, but it is no longer listed,
 * added to a cart, kept in one or ordered. `p` is the products alias of PRODUCT_ROWS_FROM.
 */
export const ON_SALE_SQL = 'p.visible and p.archived_at is null';

/** The same rule as a MikroORM filter on ProductSchema. */
export const ON_SALE_FILTER = { visible: true, archivedAt: null } as const;
