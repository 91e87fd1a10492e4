import { createFileRoute } from '@tanstack/react-router';
import { NotificationsScreen } from '../features/notifications/notifications-screen.tsx';

/** `?page=N` (N ≥ 2); anything else is the first page. */
function validateNotificationsSearch(search: Record<string, unknown>): { page?: number } {
  const page = Number(search.page);
  return Number.isInteger(page) && page >= 2 && page <= 100_000 ? { page } : {};
}

/** Spec §2: /notifications, the signed-in user's notifications. */
export const Route = createFileRoute('/notifications')({
  validateSearch: validateNotificationsSearch,
  component: NotificationsRoute,
});

function NotificationsRoute() {
  return <NotificationsScreen page={Route.useSearch().page ?? 1} />;
}
