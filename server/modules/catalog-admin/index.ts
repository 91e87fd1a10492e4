// What the catalog-admin module offers the other server modules: they import it from here, never its other files.
export { catalogAdminRoutes } from './catalog-admin.routes.ts';
