import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { CommunityDraft } from '../../local/db.ts';
import { useOnlineStatus } from '../../pwa/use-online-status.ts';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { discardDraft, sendPostDraft, useCommunityDrafts } from './community-drafts.ts';
import { draftPayload, type PostDraftPayload } from './community-drafts-store.ts';
import styles from './forum.module.css';

function PostDraftItem({ draft }: { draft: CommunityDraft }) {
  const { t } = useLingui();
  const online = useOnlineStatus();
  const [busy, setBusy] = useState(false);
  const payload = draftPayload<PostDraftPayload>(draft);

  async function retry() {
    if (busy) return;
    setBusy(true);
    try {
      await sendPostDraft(draft);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className={styles.draft}>
      <article aria-label={t`Trả lời chờ gửi`}>
        <div className={styles.postBody}>
          <SafeHtml html={payload.content} />
        </div>
        {draft.outboxId !== null ? (
          <p className={styles.muted} role="status">
            {online ? <Trans>Đang gửi trả lời…</Trans> : <Trans>Đang chờ có mạng để gửi.</Trans>}
          </p>
        ) : (
          <>
            <p className={styles.fieldError}>{draft.refusal ? <Trans>Diễn đàn chưa nhận bài trả lời này.</Trans> : <Trans>Bài trả lời chưa được gửi.</Trans>}</p>
            <div className={styles.formActions}>
              <button type="button" className={styles.ghostButton} onClick={() => void discardDraft(draft.id)}>
                <Trans>Xoá bản nháp</Trans>
              </button>
              <button type="button" className={styles.primaryButton} aria-disabled={busy || undefined} onClick={() => void retry()}>
                <Trans>Gửi lại</Trans>
              </button>
            </div>
          </>
        )}
      </article>
    </li>
  );
}

/**
 * Replies to this topic written offline: each waits in the outbox and leaves when the network
 * returns (forum posts ask no captcha); one the forum refused stays here to send again or delete.
 */
export function PostDrafts({ userId, subject }: { userId: number; subject: string }) {
  const { t } = useLingui();
  const drafts = useCommunityDrafts(userId, subject);
  if (drafts.length === 0) return null;
  return (
    <section aria-label={t`Trả lời chờ gửi`}>
      <ol className={styles.drafts}>
        {drafts.map((draft) => (
          <PostDraftItem key={draft.id} draft={draft} />
        ))}
      </ol>
    </section>
  );
}
