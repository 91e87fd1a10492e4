import { createFileRoute } from '@tanstack/react-router';
import { fetchAdminSupporters } from '../features/content/admin/admin-supporters-api.ts';
import { AdminSupportersScreen } from '../features/content/admin/admin-supporters-screen.tsx';

/** Back office: the people of the floating support widget. */
export const Route = createFileRoute('/admin/supporters')({
  loader: ({ abortController }) => fetchAdminSupporters(abortController.signal),
  component: AdminSupportersRoute,
});

function AdminSupportersRoute() {
  return <AdminSupportersScreen list={Route.useLoaderData()} />;
}
