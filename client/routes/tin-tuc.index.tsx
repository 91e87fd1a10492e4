import { createFileRoute } from '@tanstack/react-router';
import { loadNewsList } from '../features/content/content-api.ts';
import { NewsListScreen } from '../features/content/news/news-list-screen.tsx';
import { validatePageSearch } from '../ui/page-search.ts';

/** Spec §2: /tin-tuc, the news list (Vietnamese only). */
export const Route = createFileRoute('/tin-tuc/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ deps, abortController }) => loadNewsList(deps.page, abortController.signal),
  component: NewsListRoute,
});

function NewsListRoute() {
  return <NewsListScreen news={Route.useLoaderData()} />;
}
