import { createFileRoute } from '@tanstack/react-router';
import { BrandScreen } from '../features/catalog/brands/brand-screen.tsx';
import { BrandSkeleton } from '../features/catalog/brands/brand-skeleton.tsx';
import { loadBrandPage } from '../features/catalog/brands/load-brand-page.ts';
import { validateListingSearch } from '../features/catalog/listing/listing-search.ts';

/** Spec §2: /suppliers/{slug} is the brand page, a listing scoped to the supplier. */
export const Route = createFileRoute('/suppliers/$slug')({
  validateSearch: validateListingSearch,
  loader: ({ params, abortController }) => loadBrandPage(params.slug, abortController.signal),
  pendingComponent: BrandSkeleton,
  component: SupplierRoute,
});

function SupplierRoute() {
  const brand = Route.useLoaderData();
  return <BrandScreen brand={brand} search={Route.useSearch()} path={`/suppliers/${brand.slug}`} />;
}
