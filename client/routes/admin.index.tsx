import { createFileRoute } from '@tanstack/react-router';
import { AdminOrdersScreen } from '../features/admin/admin-orders-screen.tsx';
import { validateAdminSearch } from '../features/admin/admin-search.ts';

/** Back office: shop and PCB orders with a status filter, search and pages. */
export const Route = createFileRoute('/admin/')({
  validateSearch: validateAdminSearch,
  component: AdminIndexRoute,
});

function AdminIndexRoute() {
  return <AdminOrdersScreen search={Route.useSearch()} />;
}
