import { createFileRoute } from '@tanstack/react-router';
import { ModerationScreen } from '../features/community/moderation-screen.tsx';
import { validateModerationSearch } from '../features/community/moderation-search.ts';
import { AdminSectionTabs, CONTENT_SECTIONS } from '../ui/admin-section-tabs.tsx';

/** Back office: moderation of comments and forum posts (hide, show, delete with a reason). */
export const Route = createFileRoute('/admin/community')({
  validateSearch: validateModerationSearch,
  component: AdminCommunityRoute,
});

function AdminCommunityRoute() {
  return <ModerationScreen search={Route.useSearch()} sections={<AdminSectionTabs sections={CONTENT_SECTIONS} current="community" />} />;
}
