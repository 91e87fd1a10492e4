import { createFileRoute } from '@tanstack/react-router';
import { CategoryScreen } from '../features/catalog/category/category-screen.tsx';
import { CategorySkeleton } from '../features/catalog/category/category-skeleton.tsx';
import { loadCategoryPage } from '../features/catalog/category/load-category-page.ts';

/** Spec §2: /product/{slug} is the category listing. */
export const Route = createFileRoute('/product/$slug')({
  loader: async ({ params, parentMatchPromise, abortController }) => {
    const root = await parentMatchPromise;
    return loadCategoryPage(root.loaderData?.menu ?? null, params.slug, abortController.signal);
  },
  pendingComponent: CategorySkeleton,
  component: CategoryRoute,
});

function CategoryRoute() {
  return <CategoryScreen data={Route.useLoaderData()} />;
}
