import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useState, type MouseEvent } from 'react';
import type { NotificationItem, NotificationListResponse } from '#shared/notifications/schemas.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { useAccountData } from '../../local/use-account-data.ts';
import { loginHref } from '../../session/login-href.ts';
import { useSession } from '../../session/use-session.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { SavedCopyNotice } from '../../ui/saved-copy-notice.tsx';
import { SimplePager } from '../../ui/simple-pager.tsx';
import { cx } from '../../ui/class-names.ts';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import { fetchNotifications, markAllNotificationsRead, markNotificationRead } from './notifications-api.ts';
import styles from './notifications-screen.module.css';
import { setUnreadCount } from './unread-count-store.ts';

const dateFormats = {
  vi: new Intl.DateTimeFormat('vi-VN', { dateStyle: 'short', timeStyle: 'short' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }),
};

/** Only same-site paths are followed from a notification (never another origin). */
function sameSitePath(url: string | null): string | null {
  return url !== null && url.startsWith('/') && !url.startsWith('//') ? url : null;
}

/**
 * /notifications (spec §2): the signed-in user's notifications, newest first, in pages; unread
 * ones stand out and can be marked read one by one or all at once. Guests are asked to log in.
 */
export function NotificationsScreen({ page }: { page: number }) {
  const { t } = useLingui();
  const session = useSession();
  usePageMeta({ title: t`Thông báo` });
  const headingId = useId();

  return (
    <div className={`container ${styles.page}`}>
      <h1 id={headingId} className={styles.title}>
        <Trans>Thông báo</Trans>
      </h1>
      {session.status === 'loading' && <p className={styles.muted}><Trans>Đang tải…</Trans></p>}
      {session.status === 'guest' && (
        <p className={styles.panel}>
          <Trans>Vui lòng đăng nhập để xem thông báo của bạn.</Trans>{' '}
          <a href={loginHref('/notifications')}>
            <Trans>Đăng nhập</Trans>
          </a>
        </p>
      )}
      {session.status === 'user' && <NotificationList key={session.user.id} userId={session.user.id} page={page} />}
    </div>
  );
}

function NotificationList({ userId, page }: { userId: number; page: number }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState(false);
  // The last page seen shows offline, from the user's saved copy.
  const load = useCallback((signal: AbortSignal) => fetchNotifications(page, signal), [page]);
  const { state, retry, update } = useAccountData<NotificationListResponse>(userId, `notifications?page=${page}`, load);

  // A fresh answer sets the header's unread count; a saved copy's count is not news.
  const freshUnread = state.status === 'ready' && state.savedAt === null ? state.data.unread : null;
  useEffect(() => {
    if (freshUnread !== null) setUnreadCount(userId, freshUnread);
  }, [userId, freshUnread]);

  const markRead = useCallback(
    async (id: number) => {
      setActionError(false);
      try {
        const answer = await markNotificationRead(id);
        setUnreadCount(userId, answer.unread);
        update((list) => ({
          ...list,
          unread: answer.unread,
          data: list.data.map((item) => (item.id === id ? { ...item, read_at: answer.read_at } : item)),
        }));
      } catch {
        setActionError(true);
      }
    },
    [userId, update],
  );

  async function markAll() {
    setBusy(true);
    setActionError(false);
    try {
      const answer = await markAllNotificationsRead();
      setUnreadCount(userId, answer.unread);
      const now = new Date().toISOString();
      update((list) => ({ ...list, unread: 0, data: list.data.map((item) => ({ ...item, read_at: item.read_at ?? now })) }));
    } catch {
      setActionError(true);
    } finally {
      setBusy(false);
    }
  }

  if (state.status === 'loading') {
    return (
      <ul className={styles.list} role="list" aria-busy="true" aria-label={t`Đang tải thông báo`}>
        {[0, 1, 2].map((index) => (
          <li key={index} className={cx(styles.item, styles.skeleton)} />
        ))}
      </ul>
    );
  }
  if (state.status === 'error') {
    return <ErrorState error={state.error} onRetry={retry} />;
  }

  const list = state.data;
  const savedCopy = state.savedAt !== null && <SavedCopyNotice savedAt={state.savedAt} onRetry={retry} />;
  if (list.total === 0) {
    return (
      <>
        {savedCopy}
        <div className={styles.panel}>
          <p className={styles.emptyTitle}>
            <Trans>Bạn chưa có thông báo nào</Trans>
          </p>
          <p className={styles.muted}>
            <Trans>Thông báo về đơn hàng và tài khoản sẽ hiện ở đây.</Trans>
          </p>
        </div>
      </>
    );
  }

  const unread = list.unread;
  return (
    <>
      {savedCopy}
      <div className={styles.toolbar}>
        <p className={styles.muted} aria-live="polite">
          {unread > 0 ? <Trans>{unread} chưa đọc</Trans> : <Trans>Đã đọc tất cả</Trans>}
        </p>
        {unread > 0 && (
          <button type="button" className={styles.secondaryButton} onClick={() => void markAll()} disabled={busy}>
            <Trans>Đánh dấu tất cả đã đọc</Trans>
          </button>
        )}
      </div>
      {actionError && (
        <p className={styles.error} role="alert">
          <Trans>Đã xảy ra lỗi, vui lòng thử lại sau!</Trans>
        </p>
      )}
      {list.data.length === 0 ? (
        <p className={styles.panel}>
          <Trans>Trang này không có thông báo.</Trans>{' '}
          <Link to="/notifications" search={{}}>
            <Trans>Về trang đầu</Trans>
          </Link>
        </p>
      ) : (
        <ul className={styles.list} role="list">
          {list.data.map((item) => (
            <NotificationRow key={item.id} item={item} onRead={markRead} />
          ))}
        </ul>
      )}
      <SimplePager
        to="/notifications"
        page={list.current_page}
        lastPage={list.last_page}
        label={t`Phân trang thông báo`}
        linkClassName={styles.secondaryButton}
        textClassName={styles.muted}
      />
    </>
  );
}

/**
 * A notification's text as its paragraphs: the server joins a staff note and the sentence that
 * follows it (a cancelled paid order's refund) with a newline, and a note may hold
 * its own line breaks.
 */
function contentParagraphs(content: string): string[] {
  return content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

function NotificationRow({ item, onRead }: { item: NotificationItem; onRead: (id: number) => Promise<void> }) {
  const locale = useLocale();
  const router = useRouter();
  const unread = item.read_at === null;
  const href = sameSitePath(item.url);
  const when = dateFormats[locale].format(new Date(item.created_at));

  // Opening an unread notification marks it read first, then follows it inside the app; a
  // modified click (new tab, new window) is left to the browser.
  function onOpen(event: MouseEvent<HTMLAnchorElement>) {
    if (!unread || !href || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void onRead(item.id).finally(() => router.history.push(href));
  }

  return (
    <li className={cx(styles.item, unread && styles.unread)}>
      <div className={styles.itemText}>
        <p className={styles.itemTitle}>
          {unread && (
            <span className={styles.dot}>
              <span className="visually-hidden">
                <Trans>Chưa đọc:</Trans>{' '}
              </span>
            </span>
          )}
          {href ? (
            <a href={href} onClick={onOpen}>
              {item.title}
            </a>
          ) : (
            item.title
          )}
        </p>
        {item.content && (
          <div className={styles.itemContent}>
            {contentParagraphs(item.content).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        )}
        <p className={styles.itemDate}>
          <time dateTime={item.created_at}>{when}</time>
        </p>
      </div>
      {unread && (
        <button type="button" className={styles.linkButton} onClick={() => void onRead(item.id)}>
          <Trans>Đánh dấu đã đọc</Trans>
          <span className="visually-hidden">: {item.title}</span>
        </button>
      )}
    </li>
  );
}
