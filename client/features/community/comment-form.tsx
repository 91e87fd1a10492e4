import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { captchaAnswerError, commentContentError, COMMENT_MAX_LENGTH, type CommentableType } from '#shared/community/rules.ts';
import { ApiError } from '../../api/api-error.ts';
import { useOnlineStatus } from '../../pwa/use-online-status.ts';
import textarea from '../../ui/form/textarea.module.css';
import { CaptchaField, type CaptchaValue } from './captcha-field.tsx';
import { commentBody, postComment } from './community-api.ts';
import { keepDraft } from './community-drafts.ts';
import { communityFieldText } from './community-messages.ts';
import styles from './comments.module.css';

export interface ReplyTarget {
  id: number;
  userId: number;
  name: string;
}

interface CommentFormProps {
  subjectType: CommentableType;
  subjectId: number;
  signedIn: boolean;
  /** The signed-in writer, whose drafts are kept when the comment is written offline. */
  userId: number | null;
  /** A guest touched the box: the login dialog opens (spec §5). */
  onGuest: () => void;
  onSent: () => void;
  /** Written offline: the comment was kept as a draft, to send with a captcha once online. */
  onDrafted: () => void;
  /** Present for the reply box: it answers this comment and has a Cancel button (spec §4). */
  replyTo?: ReplyTarget;
  onCancel?: () => void;
}

type Outcome = { kind: 'error' } | null;

/**
 * The comment box and the reply box (spec §5, §8): guests get the login dialog when they touch it
 * and see no send button; signed-in users type 10 to 3000 characters and the captcha. Success
 * clears the fields (the widget says thanks, 'thanks_for_comment'); failure says 'Have an error!',
 * with the field messages beside the inputs.
 */
export function CommentForm({ subjectType, subjectId, signedIn, userId, onGuest, onSent, onDrafted, replyTo, onCancel }: CommentFormProps) {
  const { i18n, t } = useLingui();
  const id = useId();
  const [content, setContent] = useState('');
  const [captcha, setCaptcha] = useState<CaptchaValue>({ key: null, answer: '' });
  const [drawCount, setDrawCount] = useState(0);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // One key per draft: a retry of the same text after a lost answer is stored once.
  const idempotencyKey = useRef<string | null>(null);
  const online = useOnlineStatus();

  /** Offline the comment is kept in Dexie; its captcha is asked when it can actually be sent. */
  async function keep() {
    setPending(true);
    try {
      await keepDraft(userId!, {
        kind: 'comment',
        type: subjectType,
        subjectId,
        content: content.trim(),
        parentId: replyTo?.id ?? null,
        userReply: replyTo?.userId ?? null,
        replyToName: replyTo?.name ?? null,
      });
      setContent('');
      onDrafted();
    } catch {
      setOutcome({ kind: 'error' });
    } finally {
      setPending(false);
    }
  }

  async function submit() {
    if (pending) return;
    setOutcome(null);
    const found: Record<string, string> = {};
    const contentKey = commentContentError(content);
    if (contentKey) found.content = contentKey;
    const captchaKey = captchaAnswerError(captcha.answer);
    if (online && (captchaKey || !captcha.key)) found.captcha = 'catpcha_required';
    setFields(found);
    if (Object.keys(found).length > 0) return;
    if (!online && userId !== null) {
      await keep();
      return;
    }
    idempotencyKey.current ??= crypto.randomUUID();
    setPending(true);
    try {
      await postComment(
        commentBody({ type: subjectType, subjectId, content: content.trim(), parentId: replyTo?.id ?? null, userReply: replyTo?.userId ?? null }, { key: captcha.key!, answer: captcha.answer }),
        idempotencyKey.current,
      );
      idempotencyKey.current = null;
      setContent('');
      onSent();
    } catch (cause) {
      if (cause instanceof ApiError && cause.status === 403 && cause.code === 'login_required') onGuest();
      if (cause instanceof ApiError && cause.fields) setFields(cause.fields);
      // Any failure drops the key: the next try carries a new captcha, so it is a new request.
      idempotencyKey.current = null;
      setOutcome({ kind: 'error' });
    } finally {
      setPending(false);
      // Every captcha is single-use: the server spent this one, right or wrong.
      setDrawCount((count) => count + 1);
    }
  }

  const contentError = fields.content ? communityFieldText(i18n, fields.content) : null;
  const captchaError = fields.captcha ? communityFieldText(i18n, fields.captcha) : null;
  const label = replyTo ? t`Trả lời ${replyTo.name}` : t`Viết bình luận`;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={`${id}-content`} className={replyTo ? 'visually-hidden' : styles.formLabel}>
        {label}
      </label>
      <textarea
        id={`${id}-content`}
        className={`${textarea.textarea} ${styles.content}`}
        rows={replyTo ? 3 : 4}
        maxLength={COMMENT_MAX_LENGTH + 100}
        placeholder={signedIn ? t`Chia sẻ nhận xét hoặc câu hỏi của bạn…` : t`Đăng nhập để bình luận`}
        readOnly={!signedIn}
        value={content}
        aria-invalid={contentError ? true : undefined}
        aria-describedby={contentError ? `${id}-content-error` : undefined}
        autoFocus={Boolean(replyTo)}
        // Not on focus: closing the dialog gives focus back to the box, which would reopen it.
        onClick={() => {
          if (!signedIn) onGuest();
        }}
        onKeyDown={(event) => {
          if (!signedIn && event.key !== 'Tab' && event.key !== 'Shift' && event.key !== 'Escape') onGuest();
        }}
        onChange={(event) => {
          setContent(event.target.value);
          setOutcome(null);
        }}
      />
      {contentError && (
        <p id={`${id}-content-error`} className={styles.fieldError}>
          {contentError}
        </p>
      )}
      {signedIn && (
        <>
          {online ? (
            <CaptchaField id={`${id}-captcha`} value={captcha} onChange={setCaptcha} drawCount={drawCount} error={captchaError} />
          ) : (
            <p className={styles.draftState}>
              <Trans>Bạn đang ngoại tuyến: bình luận được lưu làm bản nháp và gửi khi có mạng, sau khi bạn nhập mã xác nhận.</Trans>
            </p>
          )}
          <div className={styles.formActions}>
            {onCancel && (
              <button type="button" className={styles.ghostButton} onClick={onCancel}>
                <Trans>Huỷ</Trans>
              </button>
            )}
            <button type="submit" className={styles.sendButton} aria-disabled={pending || undefined}>
              {pending ? <Trans>Đang gửi…</Trans> : online ? <Trans>Gửi bình luận</Trans> : <Trans>Lưu bản nháp</Trans>}
            </button>
          </div>
        </>
      )}
      {outcome?.kind === 'error' && (
        <p role="alert" className={styles.failure}>
          <Trans>Đã có lỗi xảy ra!</Trans>
        </p>
      )}
    </form>
  );
}
