import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { validateSearchPageSearch } from '../features/catalog/listing/listing-search.ts';
import { SearchResultsScreen } from '../features/catalog/listing/search-results-screen.tsx';

const rootRoute = getRouteApi('__root__');

/** Spec §2: /products?search={keyword} lists the search results. */
export const Route = createFileRoute('/products/')({
  validateSearch: validateSearchPageSearch,
  component: SearchRoute,
});

function SearchRoute() {
  const { menu } = rootRoute.useLoaderData();
  return <SearchResultsScreen search={Route.useSearch()} categories={menu} />;
}
