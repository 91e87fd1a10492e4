import { createFileRoute } from '@tanstack/react-router';
import { fetchPosts, fetchTopic } from '../features/community/community-api.ts';
import { validatePageSearch } from '../ui/page-search.ts';
import { TopicScreen } from '../features/community/topic-screen.tsx';

/** Spec §2: /forums/{slug}, a forum topic with its posts, 10 a page. */
export const Route = createFileRoute('/forums/$slug')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ params, deps, abortController }) => {
    const { topic } = await fetchTopic(params.slug, abortController.signal);
    const { posts } = await fetchPosts(topic.id, deps.page, abortController.signal);
    return { topic, posts };
  },
  component: TopicRoute,
});

function TopicRoute() {
  const { topic, posts } = Route.useLoaderData();
  return <TopicScreen key={topic.id} topic={topic} posts={posts} />;
}
