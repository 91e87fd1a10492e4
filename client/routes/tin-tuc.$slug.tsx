import { createFileRoute } from '@tanstack/react-router';
import { loadNewsArticle } from '../features/content/content-api.ts';
import { NewsArticleScreen } from '../features/content/news/news-article-screen.tsx';
import { LazyComments } from '../features/community/lazy-comments.tsx';

/** Spec §2: /tin-tuc/{slug}, a news article. */
export const Route = createFileRoute('/tin-tuc/$slug')({
  loader: ({ params, abortController }) => loadNewsArticle(params.slug, abortController.signal),
  component: NewsArticleRoute,
});

function NewsArticleRoute() {
  const data = Route.useLoaderData();
  return <NewsArticleScreen data={data} comments={<LazyComments subjectType="News" subjectId={data.article.id} />} />;
}
