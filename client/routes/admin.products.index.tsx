import { createFileRoute } from '@tanstack/react-router';
import { fetchAdminProductOptions } from '../features/admin-catalog/admin-products-api.ts';
import { AdminProductsScreen } from '../features/admin-catalog/admin-products-screen.tsx';
import { validateAdminProductsSearch } from '../features/admin-catalog/admin-products-search.ts';

/** Back office: every product, searched like the storefront, with staff filters. */
export const Route = createFileRoute('/admin/products/')({
  validateSearch: validateAdminProductsSearch,
  loader: ({ abortController }) => fetchAdminProductOptions(abortController.signal),
  // The filter choices change only when staff edit the catalogue structure.
  staleTime: 60_000,
  component: AdminProductsRoute,
});

function AdminProductsRoute() {
  return <AdminProductsScreen search={Route.useSearch()} options={Route.useLoaderData()} />;
}
