import { Plural } from '@lingui/react/macro';
import { useEffect, useSyncExternalStore } from 'react';
import { NOTIFICATION_COUNT_DELAY_MS, notificationBadgeText } from '#shared/notifications/notification-rules.ts';
import { useSession } from '../../session/use-session.ts';
import { cx } from '../../ui/class-names.ts';
import styles from './notification-count.module.css';
import { loadUnreadCount, resetUnreadCount, subscribeUnreadCount, unreadCountSnapshot } from './unread-count-store.ts';

interface NotificationCountProps {
  /** Extra class for placing the badge (e.g. over an icon in the header user menu). */
  className?: string;
}

/**
 * The unread notification badge (spec §2 "notification counter"). For signed-in users it asks
 * GET /v1/notifications/get 3 s after the page loaded (spec §9), once per page load; it renders
 * nothing for guests or when nothing is unread. The number is read to screen readers.
 */
export function NotificationCount({ className }: NotificationCountProps) {
  const session = useSession();
  const userId = session.status === 'user' ? session.user.id : null;
  const count = useSyncExternalStore(subscribeUnreadCount, unreadCountSnapshot, () => null);

  useEffect(() => {
    if (userId === null) {
      resetUnreadCount();
      return;
    }
    // performance.now() counts from the page's navigation start: a badge mounted later loads at once.
    const delay = Math.max(0, NOTIFICATION_COUNT_DELAY_MS - performance.now());
    const timer = window.setTimeout(() => void loadUnreadCount(userId), delay);
    return () => window.clearTimeout(timer);
  }, [userId]);

  const text = notificationBadgeText(count ?? 0);
  if (userId === null || count === null || text === '') return null;
  return (
    <span className={cx(styles.badge, className)} data-testid="notification-count">
      <span aria-hidden="true">{text}</span>
      <span className="visually-hidden">
        <Plural value={count} one="# thông báo chưa đọc" other="# thông báo chưa đọc" />
      </span>
    </span>
  );
}
