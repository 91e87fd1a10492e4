import { createFileRoute } from '@tanstack/react-router';
import { fetchAdminPages } from '../features/content/admin/admin-pages-api.ts';
import { AdminPagesScreen } from '../features/content/admin/admin-pages-screen.tsx';

/** Back office: the company, information and policy pages and their footer groups. */
export const Route = createFileRoute('/admin/pages')({
  loader: ({ abortController }) => fetchAdminPages(abortController.signal),
  component: AdminPagesRoute,
});

function AdminPagesRoute() {
  return <AdminPagesScreen list={Route.useLoaderData()} />;
}
