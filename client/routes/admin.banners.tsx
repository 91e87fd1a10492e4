import { createFileRoute } from '@tanstack/react-router';
import { fetchAdminBanners } from '../features/content/admin/admin-banners-api.ts';
import { AdminBannersScreen } from '../features/content/admin/admin-banners-screen.tsx';

/** Back office: the notification banners of each kind of page. */
export const Route = createFileRoute('/admin/banners')({
  loader: ({ abortController }) => fetchAdminBanners(abortController.signal),
  component: AdminBannersRoute,
});

function AdminBannersRoute() {
  return <AdminBannersScreen list={Route.useLoaderData()} />;
}
