// What the content module offers the other server modules: they import it from here (or its *.entity.ts files), never its other files.
export { loadOpeningHours } from './opening-hours-queries.ts';
export { contentHeadBySlug, type ContentHeadRecord } from './content-head-queries.ts';
export { publishedNewsExists, publishedNewsForSitemap } from './news-queries.ts';
export { shopPagesForSitemap } from './shop-page-queries.ts';
