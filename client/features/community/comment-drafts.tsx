import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { captchaAnswerError } from '#shared/community/rules.ts';
import type { CommunityDraft } from '../../local/db.ts';
import { useOnlineStatus } from '../../pwa/use-online-status.ts';
import { CaptchaField, type CaptchaValue } from './captcha-field.tsx';
import { discardDraft, sendCommentDraft, useCommunityDrafts } from './community-drafts.ts';
import { draftPayload, type CommentDraftPayload } from './community-drafts-store.ts';
import { communityFieldText } from './community-messages.ts';
import styles from './comments.module.css';

/**
 * One comment written offline. Offline it waits; online it asks for the captcha (spec §5: every
 * comment answers one, and a picture can only be drawn online), then goes through the outbox.
 * While its entry travels it says so; a refused one comes back with the reason under the captcha.
 */
function CommentDraftItem({ draft }: { draft: CommunityDraft }) {
  const { i18n, t } = useLingui();
  const id = useId();
  const online = useOnlineStatus();
  const payload = draftPayload<CommentDraftPayload>(draft);
  const [captcha, setCaptcha] = useState<CaptchaValue>({ key: null, answer: '' });
  const [drawCount, setDrawCount] = useState(0);
  const [localError, setLocalError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = draft.outboxId !== null;
  // A refused comment failed on its captcha (its length was checked here with the server's rule).
  const refusal = draft.refusal === 'validation_failed' ? 'catpcha_required' : draft.refusal;
  const captchaError = localError ?? (refusal === 'catpcha_required' ? communityFieldText(i18n, refusal) : null);

  async function send() {
    if (busy) return;
    if (captchaAnswerError(captcha.answer) || !captcha.key) {
      setLocalError(communityFieldText(i18n, 'catpcha_required'));
      return;
    }
    setLocalError(null);
    setBusy(true);
    try {
      await sendCommentDraft(draft, { key: captcha.key, answer: captcha.answer });
    } finally {
      setBusy(false);
      // Single-use: should this one be refused, the draft asks again with a new picture.
      setDrawCount((count) => count + 1);
    }
  }

  return (
    <li className={styles.draft}>
      <article aria-label={t`Bình luận chờ gửi`}>
        <p className={styles.text}>
          {payload.replyToName && <span className={styles.mention}>@{payload.replyToName} </span>}
          {payload.content}
        </p>
        {sending ? (
          <p className={styles.draftState} role="status">
            {online ? <Trans>Đang gửi bình luận…</Trans> : <Trans>Đang chờ có mạng để gửi.</Trans>}
          </p>
        ) : !online ? (
          <p className={styles.draftState}>
            <Trans>Đã lưu bản nháp. Khi có mạng, hãy nhập mã xác nhận để gửi.</Trans>
          </p>
        ) : (
          <form
            className={styles.form}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void send();
            }}
          >
            <p className={styles.draftState}>
              {refusal && refusal !== 'catpcha_required' ? <Trans>Bình luận chưa gửi được. Hãy thử lại.</Trans> : <Trans>Đã có mạng: cần nhập mã xác nhận để gửi bình luận này.</Trans>}
            </p>
            <CaptchaField id={`${id}-captcha`} value={captcha} onChange={setCaptcha} drawCount={drawCount} error={captchaError} />
            <div className={styles.formActions}>
              <button type="button" className={styles.ghostButton} onClick={() => void discardDraft(draft.id)}>
                <Trans>Xoá bản nháp</Trans>
              </button>
              <button type="submit" className={styles.sendButton} aria-disabled={busy || undefined}>
                <Trans>Gửi bình luận</Trans>
              </button>
            </div>
          </form>
        )}
      </article>
    </li>
  );
}

/** The signed-in user's comments on this subject that were written offline and are not on the server yet. */
export function CommentDrafts({ userId, subject }: { userId: number; subject: string }) {
  const { t } = useLingui();
  const drafts = useCommunityDrafts(userId, subject);
  if (drafts.length === 0) return null;
  return (
    <section className={styles.drafts} aria-label={t`Bản nháp bình luận`}>
      <ol className={styles.threads}>
        {drafts.map((draft) => (
          <CommentDraftItem key={draft.id} draft={draft} />
        ))}
      </ol>
    </section>
  );
}
