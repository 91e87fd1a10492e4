import { createFileRoute } from '@tanstack/react-router';
import { loadNewsArticle } from '../features/content/content-api.ts';
import { NewsArticleScreen } from '../features/content/news/news-article-screen.tsx';

/** Spec §2: /tin-tuc/{slug}, a news article. */
export const Route = createFileRoute('/tin-tuc/$slug')({
  loader: ({ params, abortController }) => loadNewsArticle(params.slug, abortController.signal),
  component: NewsArticleRoute,
});

function NewsArticleRoute() {
  return <NewsArticleScreen data={Route.useLoaderData()} />;
}
