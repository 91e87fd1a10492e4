import { createFileRoute } from '@tanstack/react-router';
import { fetchAdminAds } from '../features/content/admin/admin-ads-api.ts';
import { AdminAdsScreen } from '../features/content/admin/admin-ads-screen.tsx';

/** Back office: the storefront's ads (side banners and footer blocks). */
export const Route = createFileRoute('/admin/ads')({
  loader: ({ abortController }) => fetchAdminAds(abortController.signal),
  component: AdminAdsRoute,
});

function AdminAdsRoute() {
  return <AdminAdsScreen list={Route.useLoaderData()} />;
}
