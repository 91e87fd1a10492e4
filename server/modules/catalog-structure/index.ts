// What the catalog-structure module offers the other server modules: they import it from here, never its other files.
export { categoryAdminRoutes } from './catalog-structure.routes.ts';
export { mergedCategorySlug } from './merged-category-redirect.ts';
