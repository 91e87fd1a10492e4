import { createFileRoute } from '@tanstack/react-router';
import { loadNewsList } from '../features/content/content-api.ts';
import { NewsListScreen } from '../features/content/news/news-list-screen.tsx';

/** `?page=N` (N ≥ 2); anything else is the first page. */
function validateNewsSearch(search: Record<string, unknown>): { page?: number } {
  const page = Number(search.page);
  return Number.isInteger(page) && page >= 2 && page <= 100_000 ? { page } : {};
}

/** Spec §2: /tin-tuc, the news list (Vietnamese only). */
export const Route = createFileRoute('/tin-tuc/')({
  validateSearch: validateNewsSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ deps, abortController }) => loadNewsList(deps.page, abortController.signal),
  component: NewsListRoute,
});

function NewsListRoute() {
  return <NewsListScreen news={Route.useLoaderData()} />;
}
