import { createFileRoute } from '@tanstack/react-router';
import { fetchAdminServices } from '../features/content/admin/admin-services-api.ts';
import { AdminServicesScreen } from '../features/content/admin/admin-services-screen.tsx';

/** Back office: the shop's services (/dich-vu). */
export const Route = createFileRoute('/admin/services')({
  loader: ({ abortController }) => fetchAdminServices(abortController.signal),
  component: AdminServicesRoute,
});

function AdminServicesRoute() {
  return <AdminServicesScreen list={Route.useLoaderData()} />;
}
