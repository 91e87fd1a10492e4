import { createFileRoute } from '@tanstack/react-router';
import { loadShopPage } from '../features/content/content-api.ts';
import { ShopPageScreen } from '../features/content/pages/shop-page-screen.tsx';

/** Spec §2: /cong-ty/{slug}, a company page from the footer. */
export const Route = createFileRoute('/cong-ty/$slug')({
  loader: ({ params, abortController }) => loadShopPage(params.slug, abortController.signal),
  component: CompanyPageRoute,
});

function CompanyPageRoute() {
  const data = Route.useLoaderData();
  return <ShopPageScreen data={data} path={`/cong-ty/${data.page.slug}`} />;
}
