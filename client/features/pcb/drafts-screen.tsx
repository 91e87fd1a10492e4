import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import type { PcbDraft } from '../../local/db.ts';
import { drainOutboxNow } from '../../local/app-outbox.ts';
import { loadLocalDb, useLocalLiveQuery } from '../../local/lazy-local-db.ts';
import { useConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { usePcbConfigState } from './pcb-config-context.ts';
import { draftSummary } from './draft-summary.ts';
import { readDraftBody } from './pcb-draft.ts';
import { deleteDraft, draftsNewestFirst, duplicateDraft } from './pcb-drafts-store.ts';
import styles from './drafts-screen.module.css';
import pcbActions from './pcb-actions.module.css';
import pcbList from './pcb-list.module.css';
import pcbPage from './pcb-page.module.css';
import quoteCard from './quote-card.module.css';
import type { QuoteKind } from './quote-state.ts';
import { useConfigText } from './use-config-text.ts';
import { pcbMessage } from './pcb-messages.ts';

const ROUTE_OF: Record<QuoteKind, '/pcb' | '/pcb/assembly' | '/pcb/stencil' | '/pcb/custom'> = {
  fabrication: '/pcb',
  assembly: '/pcb/assembly',
  stencil: '/pcb/stencil',
  custom: '/pcb/custom',
};

/** "My drafts": every autosaved form on this device, to reopen, duplicate or delete. */
export function DraftsScreen() {
  const { t, i18n } = useLingui();
  // A refused send keeps the server's key; the customer reads it in words.
  const refusal = (key: string) => pcbMessage(i18n, key);
  const text = useConfigText();
  const navigate = useNavigate();
  const config = usePcbConfigState();
  const drafts = useLocalLiveQuery<PcbDraft[] | null>(draftsNewestFirst, null);
  const [notice, setNotice] = useState('');
  const [confirm, confirmDialog] = useConfirmDialog();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const kindName: Record<QuoteKind, string> = {
    fabrication: t`Gia công PCB`,
    assembly: t`Lắp ráp PCB`,
    stencil: t`Stencil SMD`,
    custom: t`Báo giá theo yêu cầu`,
  };

  async function duplicate(row: PcbDraft) {
    const id = await duplicateDraft(await loadLocalDb(), row.id);
    if (id) void navigate({ to: ROUTE_OF[row.kind], search: { draft: id } });
  }

  async function remove(row: PcbDraft) {
    // In the shop's own dialog; the row and its button go, the title keeps focus.
    if (!(await confirm({ title: t`Xóa bản nháp?`, message: t`Bản nháp sẽ bị xóa khỏi thiết bị này và không khôi phục được.`, confirmLabel: t`Xóa` }))) return;
    titleRef.current?.focus();
    await deleteDraft(await loadLocalDb(), row.id);
    setNotice(t`Đã xóa bản nháp.`);
  }

  if (drafts === null) return <p className={quoteCard.meta}>{t`Đang tải…`}</p>;
  const readable = drafts.flatMap((row) => {
    const body = readDraftBody(row);
    return body ? [{ row, body }] : [];
  });
  return (
    <section aria-labelledby="pcb-drafts-title" className={pcbPage.main}>
      <h2 ref={titleRef} tabIndex={-1} id="pcb-drafts-title" className={quoteCard.cardTitle}>
        <Trans>Bản nháp của tôi</Trans>
      </h2>
      <p className={pcbPage.notice} role="status">
        {notice}
      </p>
      {readable.length === 0 ? (
        <div className={pcbList.empty}>
          <p>
            <Trans>Chưa có bản nháp nào. Biểu mẫu báo giá được tự động lưu ở đây khi bạn nhập.</Trans>
          </p>
          <p>
            <Link to="/pcb">
              <Trans>Bắt đầu báo giá PCB</Trans>
            </Link>
          </p>
        </div>
      ) : (
        <ul className={pcbList.list} aria-label={t`Bản nháp`}>
          {readable.map(({ row, body }) => (
            <li key={row.id} className={styles.listItem}>
              <div>
                <p className={pcbList.listTitle}>
                  {kindName[row.kind]}{' '}
                  {body.status === 'queued' && (
                    <span className={styles.badgeWaiting}>
                      <Trans>Đang chờ kết nối</Trans>
                    </span>
                  )}
                  {body.status === 'editing' && body.error && (
                    <span className={pcbList.badge}>
                      <Trans>Bị từ chối</Trans>
                    </span>
                  )}
                </p>
                {body.status === 'editing' && body.error && <p className={quoteCard.meta}>{refusal(body.error)}</p>}
                <p className={quoteCard.meta}>{draftSummary(body.state, config.status === 'ready' ? config.config : null, text)}</p>
                <p className={quoteCard.meta}>
                  {row.fileName ? row.fileName : t`Chưa có tệp`} · {i18n.date(new Date(row.updatedAt), { dateStyle: 'short', timeStyle: 'short' })}
                </p>
              </div>
              <div className={pcbActions.actions}>
                {body.status === 'editing' ? (
                  <Link to={ROUTE_OF[row.kind]} search={{ draft: row.id }} className={pcbActions.secondary}>
                    <Trans>Mở</Trans>
                  </Link>
                ) : (
                  <button type="button" className={pcbActions.secondary} onClick={() => void drainOutboxNow()}>
                    <Trans>Thử gửi ngay</Trans>
                  </button>
                )}
                <button type="button" className={pcbActions.secondary} onClick={() => void duplicate(row)}>
                  <Trans>Nhân bản</Trans>
                </button>
                {body.status === 'editing' && (
                  <button type="button" className={pcbActions.danger} onClick={() => void remove(row)}>
                    <Trans>Xóa</Trans>
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {confirmDialog}
    </section>
  );
}
