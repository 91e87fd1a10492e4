import { createFileRoute } from '@tanstack/react-router';
import { fetchAdminPopups } from '../features/content/admin/admin-popups-api.ts';
import { AdminPopupsScreen } from '../features/content/admin/admin-popups-screen.tsx';

/** Back office: the promo popup and the footer back links. */
export const Route = createFileRoute('/admin/popups')({
  loader: ({ abortController }) => fetchAdminPopups(abortController.signal),
  component: AdminPopupsRoute,
});

function AdminPopupsRoute() {
  return <AdminPopupsScreen list={Route.useLoaderData()} />;
}
