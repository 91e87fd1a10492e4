import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { AdminContactListResponse } from '#shared/content/admin-schemas.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { cx } from '../../../ui/class-names.ts';
import { SimplePager } from '../../../ui/simple-pager.tsx';
import { usePageMeta } from '../../../ui/use-page-meta.ts';
import { formatNewsDate } from '../news/news-date.ts';
import { markContactMessageRead } from './admin-content-api.ts';
import { AdminSectionTabs, CONTENT_SECTIONS } from '../../../ui/admin-section-tabs.tsx';
import styles from './admin-content.module.css';

/** /admin/contact-messages: what visitors sent with the /lien-he form, newest first; staff mark each read (recorded). */
export function AdminContactScreen({ list }: { list: AdminContactListResponse }) {
  const { t } = useLingui();
  const locale = useLocale();
  const router = useRouter();
  const [busy, setBusy] = useState<number | null>(null);
  usePageMeta({ title: t`Tin nhắn liên hệ` });

  async function markRead(id: number) {
    setBusy(id);
    try {
      await markContactMessageRead(id);
      await router.invalidate();
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>
        <Trans>Tin nhắn liên hệ</Trans>
      </h1>
      <AdminSectionTabs sections={CONTENT_SECTIONS} current="contact" />
      <p className={styles.muted}>
        <Trans>
          {list.total} tin nhắn, {list.unread} chưa đọc
        </Trans>
      </p>
      {list.data.length === 0 ? (
        <p className={styles.muted}>
          <Trans>Chưa có tin nhắn nào.</Trans>
        </p>
      ) : (
        <ul className={styles.list}>
          {list.data.map((message) => (
            <li key={message.id} className={cx(styles.message, !message.read_at && styles.unread)}>
              <strong>{message.subject}</strong>
              <span className={styles.muted}>
                {message.name}
                {message.email && (
                  <>
                    {' · '}
                    <a href={`mailto:${message.email}`}>{message.email}</a>
                  </>
                )}
                {message.phone && (
                  <>
                    {' · '}
                    <a href={`tel:${message.phone.replace(/[^\d+]/g, '')}`}>{message.phone}</a>
                  </>
                )}
                {' · '}
                {formatNewsDate(message.created_at, locale)}
              </span>
              <p className={styles.messageText}>{message.message}</p>
              {message.read_at ? (
                <span className={styles.muted}>
                  <Trans>
                    Đã đọc {formatNewsDate(message.read_at, locale)} · {message.read_by ?? '—'}
                  </Trans>
                </span>
              ) : (
                <button type="button" className={styles.secondary} disabled={busy === message.id} onClick={() => void markRead(message.id)}>
                  <Trans>Đánh dấu đã đọc</Trans>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <SimplePager to="/admin/contact-messages" page={list.current_page} lastPage={list.last_page} label={t`Các trang tin nhắn`} linkClassName={styles.pagerLink} textClassName={styles.muted} />
    </div>
  );
}
