import { createFileRoute } from '@tanstack/react-router';
import { fetchTopics } from '../features/community/community-api.ts';
import { ForumsScreen } from '../features/community/forums-screen.tsx';
import { validatePageSearch } from '../ui/page-search.ts';

/** /forums: the forum's topic list with the sidebar of new topics and new replies (spec §2). */
export const Route = createFileRoute('/forums/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ deps, abortController }) => fetchTopics(deps.page, abortController.signal),
  component: ForumsRoute,
});

function ForumsRoute() {
  return <ForumsScreen data={Route.useLoaderData()} />;
}
