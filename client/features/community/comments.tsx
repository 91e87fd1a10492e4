import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useState } from 'react';
import { modelName, type CommentableType } from '#shared/community/rules.ts';
import type { CommentListResponse, CommentReply } from '#shared/community/schemas.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { onOutboxEvent } from '../../local/app-outbox.ts';
import { LoginDialog } from '../../ui/login-dialog.tsx';
import { useSession } from '../../session/use-session.ts';
import { COMMUNITY_DATE_TIME } from './community-dates.ts';
import { CommentDrafts } from './comment-drafts.tsx';
import { CommentForm, type ReplyTarget } from './comment-form.tsx';
import { fetchComments } from './community-api.ts';
import { commentSubject } from './community-drafts-store.ts';
import { COMMENT_MUTATION, type CommentOutboxPayload } from './community-outbox.ts';
import styles from './comments.module.css';

interface CommentsProps {
  /** What the comments hang on: 'Product' on product pages, 'News' on news articles. */
  subjectType: CommentableType;
  subjectId: number;
}

function CommentBody({ comment, dateFormat }: { comment: CommentReply; dateFormat: Intl.DateTimeFormat }) {
  return (
    <>
      <header className={styles.meta}>
        <span className={styles.avatar} aria-hidden="true">
          {comment.user.avatar ? <img src={comment.user.avatar} alt="" width={32} height={32} /> : comment.name.slice(0, 1).toUpperCase()}
        </span>
        <a className={styles.author} href={`/users/${comment.user_id}`}>
          {comment.name}
        </a>
        <time className={styles.time} dateTime={comment.created_at}>
          {dateFormat.format(new Date(comment.created_at))}
        </time>
      </header>
      {/* Comments are plain text: React escapes it, and pre-wrap keeps the writer's lines. */}
      <p className={styles.text}>
        {comment.user_reply && <span className={styles.mention}>@{comment.user_reply.fullname} </span>}
        {comment.content}
      </p>
    </>
  );
}

/**
 * The comments widget (spec §2 dynamic areas, §5, §7 GET/POST /v1/comments, §8): newest threads
 * 10 a page with their replies, the comment box, and a reply box that opens on Reply and closes on
 * Cancel or after a successful send (spec §4). Guests get the login dialog from the box or Reply.
 */
export function Comments({ subjectType, subjectId }: CommentsProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const headingId = useId();
  const session = useSession();
  const signedIn = session.status === 'user';
  const userId = session.status === 'user' ? session.user.id : null;
  const [page, setPage] = useState(1);
  const [list, setList] = useState<CommentListResponse['comments'] | null>(null);
  const [failed, setFailed] = useState(false);
  const [reloads, setReloads] = useState(0);
  const [replyingTo, setReplyingTo] = useState<number | null>(null);
  const [loginOpen, setLoginOpen] = useState(false);
  const [thanks, setThanks] = useState(false);
  const [drafted, setDrafted] = useState(false);
  const [replyTarget, setReplyTarget] = useState<ReplyTarget | null>(null);
  const dateFormat = COMMUNITY_DATE_TIME[locale];

  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    fetchComments(subjectType, subjectId, page, controller.signal).then(
      (answer) => setList(answer.comments),
      (cause: unknown) => {
        if (!controller.signal.aborted) setFailed(true);
        return cause;
      },
    );
    return () => controller.abort();
  }, [subjectType, subjectId, page, reloads]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);

  // A draft of this subject left the outbox: the server has it, the list shows it (spec §8 thanks).
  useEffect(
    () =>
      onOutboxEvent((event) => {
        if (event.type !== 'sent' || event.entry.mutation !== COMMENT_MUTATION) return;
        const { comment } = (event.entry.payload as CommentOutboxPayload).body;
        if (comment.commentable_id !== subjectId || comment.commentable_type !== modelName(subjectType)) return;
        setDrafted(false);
        setThanks(true);
        setPage(1);
        reload();
      }),
    [subjectType, subjectId, reload],
  );
  const openLogin = useCallback(() => setLoginOpen(true), []);

  function onDrafted() {
    setThanks(false);
    setDrafted(true);
  }

  function onReply(thread: number, target: ReplyTarget) {
    setThanks(false);
    setDrafted(false);
    if (!signedIn) {
      setLoginOpen(true);
      return;
    }
    setReplyingTo(thread === replyingTo ? null : thread);
    setReplyTarget(target);
  }
  return (
    <section id="comments" className={styles.widget} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <Trans>Bình luận</Trans>
        {list && list.total > 0 && <span className={styles.count}> ({list.total})</span>}
      </h2>
      <CommentForm
        subjectType={subjectType}
        subjectId={subjectId}
        signedIn={signedIn}
        userId={userId}
        onGuest={openLogin}
        onDrafted={onDrafted}
        onSent={() => {
          setDrafted(false);
          setThanks(true);
          setPage(1);
          reload();
        }}
      />
      <div role="status" aria-live="polite">
        {thanks && (
          <p className={styles.thanks}>
            <Trans>Cảm ơn bạn đã bình luận!</Trans>
          </p>
        )}
        {drafted && (
          <p className={styles.thanks}>
            <Trans>Đã lưu bình luận làm bản nháp trên máy này.</Trans>
          </p>
        )}
      </div>
      {userId !== null && <CommentDrafts key={`${userId}:${subjectType}:${subjectId}`} userId={userId} subject={commentSubject(subjectType, subjectId)} />}
      {failed && !list && (
        <p className={styles.muted}>
          <Trans>Không tải được bình luận.</Trans>{' '}
          <button type="button" className={styles.linkButton} onClick={reload}>
            <Trans>Thử lại</Trans>
          </button>
        </p>
      )}
      {!list && !failed && (
        <p className={styles.muted} role="status">
          <Trans>Đang tải bình luận…</Trans>
        </p>
      )}
      {list && list.data.length === 0 && (
        <p className={styles.muted}>
          <Trans>Chưa có bình luận nào. Hãy là người đầu tiên!</Trans>
        </p>
      )}
      {list && list.data.length > 0 && (
        <ol className={styles.threads}>
          {list.data.map((thread) => (
            <li key={thread.id} className={styles.thread}>
              <article aria-label={t`Bình luận của ${thread.name}`}>
                <CommentBody comment={thread} dateFormat={dateFormat} />
                <button type="button" className={styles.linkButton} aria-expanded={replyingTo === thread.id} onClick={() => onReply(thread.id, { id: thread.id, userId: thread.user_id, name: thread.name })}>
                  <Trans>Trả lời</Trans>
                </button>
              </article>
              {thread.childrens.length > 0 && (
                <ol className={styles.replies}>
                  {thread.childrens.map((reply) => (
                    <li key={reply.id} className={styles.reply}>
                      <article aria-label={t`Trả lời của ${reply.name}`}>
                        <CommentBody comment={reply} dateFormat={dateFormat} />
                        <button type="button" className={styles.linkButton} onClick={() => onReply(thread.id, { id: reply.id, userId: reply.user_id, name: reply.name })}>
                          <Trans>Trả lời</Trans>
                        </button>
                      </article>
                    </li>
                  ))}
                </ol>
              )}
              {signedIn && replyingTo === thread.id && replyTarget && (
                <div className={styles.replyBox}>
                  <CommentForm
                    key={replyTarget.id}
                    subjectType={subjectType}
                    subjectId={subjectId}
                    signedIn
                    userId={userId}
                    replyTo={replyTarget}
                    onGuest={openLogin}
                    onDrafted={() => {
                      setReplyingTo(null);
                      onDrafted();
                    }}
                    onCancel={() => setReplyingTo(null)}
                    onSent={() => {
                      setReplyingTo(null);
                      setThanks(true);
                      reload();
                    }}
                  />
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {list && list.last_page > 1 && (
        <nav className={styles.pager} aria-label={t`Trang bình luận`}>
          <button type="button" className={styles.ghostButton} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <Trans>Mới hơn</Trans>
          </button>
          <span>
            <Trans>
              Trang {page}/{list.last_page}
            </Trans>
          </span>
          <button type="button" className={styles.ghostButton} disabled={page >= list.last_page} onClick={() => setPage(page + 1)}>
            <Trans>Cũ hơn</Trans>
          </button>
        </nav>
      )}
      <LoginDialog open={loginOpen} onClose={() => setLoginOpen(false)}>
        <Trans>Đăng nhập để bình luận và trả lời bình luận.</Trans>
      </LoginDialog>
    </section>
  );
}
