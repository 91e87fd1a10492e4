import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { ModerationAction, ModerationItem, ModerationListResponse } from '#shared/community/schemas.ts';
import { ApiError } from '../../api/api-error.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { useConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import { COMMUNITY_DATE_TIME } from './community-dates.ts';
import { fetchModerationQueue, moderate } from './community-api.ts';
import { communityFieldText } from './community-messages.ts';
import { moderationTarget, type ModerationSearch } from './moderation-search.ts';
import styles from './moderation.module.css';

function ModerationRow({ item, onChanged }: { item: ModerationItem; onChanged: (item: ModerationItem) => void }) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [confirm, confirmDialog] = useConfirmDialog();
  const dateFormat = COMMUNITY_DATE_TIME[locale];
  const stateLabel = { visible: t`Đang hiện`, hidden: t`Đã ẩn`, deleted: t`Đã xoá` }[item.state] ?? item.state;
  const actionLabel: Record<string, string> = { hide: t`Ẩn`, show: t`Hiện lại`, delete: t`Xoá` };

  async function act(action: ModerationAction) {
    if (pending) return;
    if (action === 'delete' && !(await confirm({ title: t`Xoá nội dung`, message: t`Xoá nội dung này? Lý do được lưu lại.`, confirmLabel: t`Xoá` }))) return;
    setPending(true);
    setError(null);
    try {
      const answer = await moderate(item.target === 'posts' ? 'posts' : 'comments', item.id, action, reason);
      setReason('');
      onChanged(answer.item);
    } catch (cause) {
      const key = cause instanceof ApiError ? cause.fields?.reason : undefined;
      setError(key ? communityFieldText(i18n, key) : t`Đã có lỗi xảy ra!`);
    } finally {
      setPending(false);
    }
  }

  return (
    <li className={styles.row}>
      <article aria-label={t`${item.author.fullname}: ${stateLabel}`}>
        <header className={styles.meta}>
          <strong>{item.author.fullname}</strong>
          <span>{item.where}</span>
          <time dateTime={item.created_at}>{dateFormat.format(new Date(item.created_at))}</time>
          <span className={styles.state} data-state={item.state}>
            {stateLabel}
          </span>
        </header>
        <div className={styles.content}>{item.target === 'posts' ? <SafeHtml html={item.content} /> : <p>{item.content}</p>}</div>
        {item.events.length > 0 && (
          <ul className={styles.history} aria-label={t`Lịch sử kiểm duyệt`}>
            {item.events.map((event, index) => (
              <li key={index}>
                {dateFormat.format(new Date(event.created_at))} · {event.staff?.fullname ?? t`tài khoản đã xoá`} · {actionLabel[event.action] ?? event.action}: {event.reason}
              </li>
            ))}
          </ul>
        )}
        <div className={styles.actions}>
          <label htmlFor={`${id}-reason`} className="visually-hidden">
            <Trans>Lý do</Trans>
          </label>
          <input
            id={`${id}-reason`}
            className={styles.reason}
            placeholder={t`Lý do (bắt buộc)`}
            value={reason}
            maxLength={500}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {item.state === 'visible' && (
            <button type="button" className={styles.button} onClick={() => void act('hide')}>
              <Trans>Ẩn</Trans>
            </button>
          )}
          {item.state === 'hidden' && (
            <button type="button" className={styles.button} onClick={() => void act('show')}>
              <Trans>Hiện lại</Trans>
            </button>
          )}
          {item.state !== 'deleted' && (
            <button type="button" className={`${styles.button} ${styles.danger}`} onClick={() => void act('delete')}>
              <Trans>Xoá</Trans>
            </button>
          )}
        </div>
        {error && (
          <p id={`${id}-error`} role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </article>
      {confirmDialog}
    </li>
  );
}

/** /admin/community: staff hide, show or delete comments and forum posts, each change with its reason, who and when. */
export function ModerationScreen({ search, sections }: { search: ModerationSearch; sections?: ReactNode }) {
  const { t } = useLingui();
  const target = moderationTarget(search);
  const page = search.page ?? 1;
  const [data, setData] = useState<ModerationListResponse | null>(null);
  const [failed, setFailed] = useState(false);
  usePageMeta({ title: t`Kiểm duyệt cộng đồng` });

  useEffect(() => {
    const controller = new AbortController();
    setData(null);
    setFailed(false);
    fetchModerationQueue(target, page, controller.signal).then(setData, () => {
      if (!controller.signal.aborted) setFailed(true);
    });
    return () => controller.abort();
  }, [target, page]);

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>
        <Trans>Kiểm duyệt cộng đồng</Trans>
      </h1>
      {sections}
      <nav className={styles.tabs} aria-label={t`Loại nội dung`}>
        <Link to="/admin/community" search={{}} aria-current={target === 'comments' ? 'page' : undefined}>
          <Trans>Bình luận</Trans>
        </Link>
        <Link to="/admin/community" search={{ target: 'posts' }} aria-current={target === 'posts' ? 'page' : undefined}>
          <Trans>Bài viết diễn đàn</Trans>
        </Link>
      </nav>
      {failed && (
        <p role="alert">
          <Trans>Không tải được danh sách.</Trans>
        </p>
      )}
      {!data && !failed && (
        <p role="status">
          <Trans>Đang tải…</Trans>
        </p>
      )}
      {data && data.data.length === 0 && (
        <p>
          <Trans>Chưa có nội dung nào.</Trans>
        </p>
      )}
      {data && data.data.length > 0 && (
        <ol className={styles.list}>
          {data.data.map((item) => (
            <ModerationRow key={item.id} item={item} onChanged={(changed) => setData({ ...data, data: data.data.map((row) => (row.id === changed.id ? changed : row)) })} />
          ))}
        </ol>
      )}
      {data && data.last_page > 1 && (
        <nav className={styles.tabs} aria-label={t`Phân trang`}>
          {page > 1 && (
            <Link to="/admin/community" search={{ ...(search.target ? { target: search.target } : {}), ...(page - 1 > 1 ? { page: page - 1 } : {}) }}>
              <Trans>Trang trước</Trans>
            </Link>
          )}
          {page < data.last_page && (
            <Link to="/admin/community" search={{ ...(search.target ? { target: search.target } : {}), page: page + 1 }}>
              <Trans>Trang sau</Trans>
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
