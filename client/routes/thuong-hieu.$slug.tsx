import { createFileRoute } from '@tanstack/react-router';
import { BrandScreen } from '../features/catalog/brands/brand-screen.tsx';
import { BrandSkeleton } from '../features/catalog/brands/brand-skeleton.tsx';
import { loadBrandPage } from '../features/catalog/brands/load-brand-page.ts';
import { validateListingSearch } from '../features/catalog/listing/listing-search.ts';

/** Spec §2: /thuong-hieu/{supplier_slug} is the cart's brand link: the brand page (canonical /suppliers/{slug}). */
export const Route = createFileRoute('/thuong-hieu/$slug')({
  validateSearch: validateListingSearch,
  loader: ({ params, abortController }) => loadBrandPage(params.slug, abortController.signal),
  pendingComponent: BrandSkeleton,
  component: BrandAliasRoute,
});

function BrandAliasRoute() {
  const brand = Route.useLoaderData();
  return <BrandScreen brand={brand} search={Route.useSearch()} path={`/thuong-hieu/${brand.slug}`} />;
}
