import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PcbConfig } from '#shared/pcb/config-types.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { AssemblyForm } from './assembly-form.tsx';
import { CustomQuoteForm } from './custom-quote-form.tsx';
import { FabricationForm } from './fabrication-form.tsx';
import { StencilForm } from './stencil-form.tsx';
import { usePcbConfigState } from './pcb-config-context.ts';
import { readDraftBody, type DraftFile } from './pcb-draft.ts';
import { pcbMessage } from './pcb-messages.ts';
import styles from './pcb.module.css';
import { PcbTips } from './pcb-tips.tsx';
import { newQuote, newFabrication, type FabricationSearch, type QuoteKind, type QuoteState } from './quote-state.ts';
import { useDraftRow } from './use-draft-row.ts';

interface ScreenProps {
  /** `?draft=` when the page opens; read once (later changes are this page's own saves). */
  draftId: string | undefined;
  onDraftId: (id: string) => void;
}

const NO_FILE: DraftFile = { file: null, fileName: null };

/** Waits for the configuration and the draft, then opens the form with the draft or a new one. */
function useOpening<K extends QuoteKind>(kind: K, draftId: string | undefined, fresh: (config: PcbConfig) => Extract<QuoteState, { kind: K }>) {
  const config = usePcbConfigState();
  const [openedWith] = useState(draftId);
  const draft = useDraftRow(openedWith);
  if (config.status !== 'ready' || draft.status !== 'ready') return null;
  const body = draft.row ? readDraftBody(draft.row) : null;
  const fromDraft = body && body.state.kind === kind && body.status === 'editing' ? (body.state as Extract<QuoteState, { kind: K }>) : null;
  return {
    config: config.config,
    stale: config.stale,
    initial: fromDraft ?? fresh(config.config),
    initialFile: fromDraft && draft.row ? { file: draft.row.file ?? null, fileName: draft.row.fileName ?? null } : NO_FILE,
    draftId: fromDraft ? openedWith : undefined,
    queued: body?.status === 'queued',
    error: body?.error,
  };
}

function Loading() {
  return (
    <div className={styles.layout} aria-busy="true">
      <Skeleton className={styles.skeletonTall} />
      <Skeleton className={styles.skeletonShort} />
    </div>
  );
}

function DraftNotes({ queued, error }: { queued: boolean; error: string | undefined }) {
  const { i18n } = useLingui();
  if (queued) {
    return (
      <p className={styles.waiting} role="status">
        <Trans>Bản nháp này đang chờ gửi; đây là một biểu mẫu mới.</Trans>
      </p>
    );
  }
  if (error) {
    // The server's key in words (issue 14 item 29), never the key itself.
    const reason = pcbMessage(i18n, error);
    return (
      <p className={styles.notice} role="status">
        <Trans>Lần gửi trước bị từ chối: {reason}</Trans>
      </p>
    );
  }
  return null;
}

export function FabricationScreen({ draftId, onDraftId, search, onSearchChange }: ScreenProps & { search: FabricationSearch; onSearchChange: (search: FabricationSearch) => void }) {
  const opening = useOpening('fabrication', draftId, (config) => newFabrication(config, search));
  if (!opening) return <Loading />;
  return (
    <>
      <DraftNotes queued={opening.queued} error={opening.error} />
      <FabricationForm {...opening} onDraftId={onDraftId} onSearchChange={onSearchChange} tips={<PcbTips />} />
    </>
  );
}

export function AssemblyScreen({ draftId, onDraftId }: ScreenProps) {
  const opening = useOpening('assembly', draftId, (config) => newQuote(config, 'assembly') as Extract<QuoteState, { kind: 'assembly' }>);
  if (!opening) return <Loading />;
  return (
    <>
      <DraftNotes queued={opening.queued} error={opening.error} />
      <AssemblyForm {...opening} onDraftId={onDraftId} />
    </>
  );
}

export function StencilScreen({ draftId, onDraftId }: ScreenProps) {
  const opening = useOpening('stencil', draftId, (config) => newQuote(config, 'stencil') as Extract<QuoteState, { kind: 'stencil' }>);
  if (!opening) return <Loading />;
  return (
    <>
      <DraftNotes queued={opening.queued} error={opening.error} />
      <StencilForm {...opening} onDraftId={onDraftId} />
    </>
  );
}

export function CustomQuoteScreen({ draftId, onDraftId }: ScreenProps) {
  const opening = useOpening('custom', draftId, (config) => newQuote(config, 'custom') as Extract<QuoteState, { kind: 'custom' }>);
  if (!opening) return <Loading />;
  return (
    <>
      <DraftNotes queued={opening.queued} error={opening.error} />
      <CustomQuoteForm {...opening} onDraftId={onDraftId} />
    </>
  );
}
