import { createFileRoute } from '@tanstack/react-router';
import { fetchAdminNews } from '../features/content/admin/admin-content-api.ts';
import { AdminNewsScreen } from '../features/content/admin/admin-news-screen.tsx';
import { validatePageSearch } from '../ui/page-search.ts';

/** Back office: every news article, drafts too (staff side of /tin-tuc). */
export const Route = createFileRoute('/admin/news/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ deps, abortController }) => fetchAdminNews(deps.page, abortController.signal),
  component: AdminNewsRoute,
});

function AdminNewsRoute() {
  return <AdminNewsScreen list={Route.useLoaderData()} />;
}
