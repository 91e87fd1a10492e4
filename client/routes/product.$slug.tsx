import { createFileRoute } from '@tanstack/react-router';
import { CategoryScreen } from '../features/catalog/category/category-screen.tsx';
import { CategorySkeleton } from '../features/catalog/category/category-skeleton.tsx';
import { loadCategoryPage } from '../features/catalog/category/load-category-page.ts';
import { validateListingSearch } from '../features/catalog/listing/listing-search.ts';

/** Spec §2: /product/{slug} is the category listing, the base path for filters. */
export const Route = createFileRoute('/product/$slug')({
  validateSearch: validateListingSearch,
  loader: async ({ params, parentMatchPromise }) => {
    const root = await parentMatchPromise;
    return loadCategoryPage(root.loaderData?.menu ?? null, params.slug);
  },
  pendingComponent: CategorySkeleton,
  component: CategoryRoute,
});

function CategoryRoute() {
  return <CategoryScreen data={Route.useLoaderData()} search={Route.useSearch()} />;
}
