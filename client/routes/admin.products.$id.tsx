import { createFileRoute, notFound } from '@tanstack/react-router';
import { fetchAdminProduct, fetchAdminProductOptions } from '../features/admin-catalog/admin-products-api.ts';
import { AdminProductEditor } from '../features/admin-catalog/admin-product-editor.tsx';

/** Back office: create (`/admin/products/new`) or change (`/admin/products/{id}`) a product. */
export const Route = createFileRoute('/admin/products/$id')({
  loader: async ({ params, abortController }) => {
    const options = fetchAdminProductOptions(abortController.signal);
    if (params.id === 'new') return { loaded: null, options: await options };
    const id = Number(params.id);
    if (!Number.isInteger(id) || id < 1) throw notFound();
    const [loaded, choices] = await Promise.all([fetchAdminProduct(id, abortController.signal), options]);
    return { loaded, options: choices };
  },
  component: AdminProductEditorRoute,
});

function AdminProductEditorRoute() {
  const { loaded, options } = Route.useLoaderData();
  // A new form per product; after a save the form keeps what was typed (it is what was stored).
  return <AdminProductEditor key={loaded?.product.id ?? 'new'} loaded={loaded} options={options} />;
}
