/** Notification list and counter constants (spec §9 "notification count loaded 3 s after load"). */

/** Delay after page load before the header asks for the unread count (spec §9). */
export const NOTIFICATION_COUNT_DELAY_MS = 3000;

/** Notifications per page of GET /v1/notifications. */
export const NOTIFICATIONS_PER_PAGE = 20;

/** The badge text for an unread count: nothing at zero, "99+" above 99 so it stays narrow. */
export function notificationBadgeText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > 99 ? '99+' : String(Math.floor(count));
}
