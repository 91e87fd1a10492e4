import { createFileRoute } from '@tanstack/react-router';
import { fetchAdminProductOptions } from '../features/admin-catalog/admin-products-api.ts';
import { ProductImportScreen } from '../features/admin-catalog/product-import-screen.tsx';

/** Back office: import new or changed parts from a CSV, XLSX or the demo data file (dry run, then apply). */
export const Route = createFileRoute('/admin/products/import')({
  // The category names the dry run's "before → after" shows.
  loader: ({ abortController }) => fetchAdminProductOptions(abortController.signal),
  component: ProductImportRoute,
});

function ProductImportRoute() {
  return <ProductImportScreen options={Route.useLoaderData()} />;
}
