// What the products module offers the other server modules: they import it from here (or its *.entity.ts files), never its other files.
export { findProductDetail, toProductDetail } from './product-detail-query.ts';
