import { createFileRoute } from '@tanstack/react-router';
import { loadShopPage } from '../features/content/content-api.ts';
import { ShopPageScreen } from '../features/content/pages/shop-page-screen.tsx';

/** Spec §2: /pages/quy-dinh-bao-hanh (the warranty policy); any footer page answers here too. */
export const Route = createFileRoute('/pages/$slug')({
  loader: ({ params, abortController }) => loadShopPage(params.slug, abortController.signal),
  component: PolicyPageRoute,
});

function PolicyPageRoute() {
  const data = Route.useLoaderData();
  return <ShopPageScreen data={data} path={`/pages/${data.page.slug}`} />;
}
