// What the catalog module offers the other server modules: they import it from here (or its *.entity.ts files), never its other files.
export { type CategoryRecord, toCategoryRow } from './catalog-mappers.ts';
export { CARD_COLUMNS, priceBreaksOf, PRODUCT_ROWS_FROM, productCardRows, productListRows, suggestionRows } from './product-rows.ts';
export type { ProductChange, ProductChanges } from './product-change-feed.ts';
export { ON_SALE_FILTER, ON_SALE_SQL } from './on-sale.ts';
