import { createFileRoute } from '@tanstack/react-router';
import { fetchAdminNews } from '../features/content/admin/admin-content-api.ts';
import { AdminNewsScreen } from '../features/content/admin/admin-news-screen.tsx';

/** Back office: every news article, drafts too (staff side of /tin-tuc). */
export const Route = createFileRoute('/admin/news/')({
  loader: ({ abortController }) => fetchAdminNews(1, abortController.signal),
  component: AdminNewsRoute,
});

function AdminNewsRoute() {
  return <AdminNewsScreen list={Route.useLoaderData()} />;
}
