import { createFileRoute } from '@tanstack/react-router';
import { ModerationScreen } from '../features/community/moderation-screen.tsx';
import { validateModerationSearch } from '../features/community/moderation-search.ts';
import { AdminContentTabs } from '../features/content/admin/admin-content-tabs.tsx';

/** Back office: moderation of comments and forum posts (hide, show, delete with a reason). */
export const Route = createFileRoute('/admin/community')({
  validateSearch: validateModerationSearch,
  component: AdminCommunityRoute,
});

function AdminCommunityRoute() {
  return <ModerationScreen search={Route.useSearch()} sections={<AdminContentTabs current="community" />} />;
}
