import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { PcbConfig } from '#shared/pcb/config-types.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { AssemblyForm } from './assembly-form.tsx';
import { CustomQuoteForm } from './custom-quote-form.tsx';
import { FabricationForm } from './fabrication-form.tsx';
import { StencilForm } from './stencil-form.tsx';
import { usePcbConfigState } from './pcb-config-context.ts';
import { readDraftBody, type DraftFile } from './pcb-draft.ts';
import { pcbMessage } from './pcb-messages.ts';
import styles from './quote-screens.module.css';
import pcbPage from './pcb-page.module.css';
import { PcbTips } from './pcb-tips.tsx';
import { ResumeDraftPrompt } from './resume-draft-prompt.tsx';
import { newQuote, newFabrication, type FabricationSearch, type QuoteKind, type QuoteState } from './quote-state.ts';
import { useDraftRow } from './use-draft-row.ts';
import { useLastDraft } from './use-last-draft.ts';

interface ScreenProps {
  /** `?draft=` when the page opens; read once (later changes are this page's own saves). */
  draftId: string | undefined;
  onDraftId: (id: string) => void;
}

const NO_FILE: DraftFile = { file: null, fileName: null };

/**
 * Waits for the configuration and the draft, then opens the form with the draft or a new one.
 * Opened without a draft (`offerLastDraft`: and without values of its own in the address), the
 * newest draft of this form still being filled is offered: continuing opens it
 * in place of the new form; starting new, or typing into the new form, puts the offer away.
 */
function useOpening<K extends QuoteKind>(
  kind: K,
  draftId: string | undefined,
  fresh: (config: PcbConfig) => Extract<QuoteState, { kind: K }>,
  offerLastDraft = true,
) {
  const config = usePcbConfigState();
  const [openedWith, setOpenedWith] = useState(draftId);
  const draft = useDraftRow(openedWith);
  const last = useLastDraft(kind, draftId === undefined && offerLastDraft);
  const [declined, setDeclined] = useState(false);
  const [focusPending, setFocusPending] = useState(false);
  const focusTaken = useCallback(() => setFocusPending(false), []);
  const newFormSaved = useCallback(() => setDeclined(true), []);
  if (config.status !== 'ready' || draft.status !== 'ready' || last.status !== 'ready') return null;
  const body = draft.row ? readDraftBody(draft.row) : null;
  const fromDraft = body && body.state.kind === kind && body.status === 'editing' ? (body.state as Extract<QuoteState, { kind: K }>) : null;
  const lastBody = last.row ? readDraftBody(last.row) : null;
  const offer = !declined && openedWith === undefined && last.row && lastBody ? { row: last.row, state: lastBody.state } : null;
  return {
    form: {
      config: config.config,
      stale: config.stale,
      initial: fromDraft ?? fresh(config.config),
      initialFile: fromDraft && draft.row ? { file: draft.row.file ?? null, fileName: draft.row.fileName ?? null } : NO_FILE,
      draftId: fromDraft ? openedWith : undefined,
    },
    /** A new form element for each draft opened, so the form starts from it. */
    formKey: openedWith ?? 'new',
    queued: body?.status === 'queued',
    error: body?.error,
    offer,
    /** After a choice, the form's first field takes the focus once it is on screen. */
    focusPending,
    focusTaken,
    continueDraft: (id: string) => {
      setOpenedWith(id);
      setFocusPending(true);
    },
    startNew: () => {
      setDeclined(true);
      setFocusPending(true);
    },
    /** The new form's first save: the customer chose it by typing. */
    newFormSaved,
  };
}

type Opening<K extends QuoteKind> = NonNullable<ReturnType<typeof useOpening<K>>>;
type OpenedFormProps<K extends QuoteKind> = Opening<K>['form'] & { onDraftId: (id: string) => void };

/** The first field a person types into (the size, the title, the note), not the file picker or the choice buttons. */
const FIRST_FIELD = 'input[type="text"]:not(:disabled), input:not([type]):not(:disabled), textarea:not(:disabled)';

/** The notes about the opened draft, the offer to continue the last one, and the form itself. */
function OpenedForm<K extends QuoteKind>({
  opening,
  onDraftId,
  children,
}: {
  opening: Opening<K>;
  onDraftId: (id: string) => void;
  children: (props: OpenedFormProps<K>) => ReactNode;
}) {
  const formArea = useRef<HTMLDivElement>(null);
  const { focusPending, focusTaken, formKey, newFormSaved } = opening;
  useEffect(() => {
    if (!focusPending) return;
    formArea.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
    focusTaken();
  }, [focusPending, focusTaken, formKey]);
  const onFormDraftId = useCallback(
    (id: string) => {
      if (formKey === 'new') newFormSaved();
      onDraftId(id);
    },
    [formKey, newFormSaved, onDraftId],
  );
  const { offer } = opening;
  return (
    <>
      <DraftNotes queued={opening.queued} error={opening.error} />
      {offer && (
        <ResumeDraftPrompt
          row={offer.row}
          state={offer.state}
          config={opening.form.config}
          onContinue={() => {
            opening.continueDraft(offer.row.id);
            onDraftId(offer.row.id);
          }}
          onStartNew={opening.startNew}
        />
      )}
      <div ref={formArea} key={formKey}>
        {children({ ...opening.form, onDraftId: onFormDraftId })}
      </div>
    </>
  );
}

function Loading() {
  return (
    <div className={pcbPage.layout} aria-busy="true">
      <Skeleton className={styles.skeletonTall} />
      <Skeleton className={styles.skeletonShort} />
    </div>
  );
}

function DraftNotes({ queued, error }: { queued: boolean; error: string | undefined }) {
  const { i18n } = useLingui();
  if (queued) {
    return (
      <p className={pcbPage.waiting} role="status">
        <Trans>Bản nháp này đang chờ gửi; đây là một biểu mẫu mới.</Trans>
      </p>
    );
  }
  if (error) {
    // The server's key in words, never the key itself.
    const reason = pcbMessage(i18n, error);
    return (
      <p className={pcbPage.notice} role="status">
        <Trans>Lần gửi trước bị từ chối: {reason}</Trans>
      </p>
    );
  }
  return null;
}

export function FabricationScreen({ draftId, onDraftId, search, onSearchChange }: ScreenProps & { search: FabricationSearch; onSearchChange: (search: FabricationSearch) => void }) {
  // A link that names a size or quantity (spec §2) asks for that board: no draft is offered.
  const sizeAsked = search.width !== undefined || search.height !== undefined || search.quantity !== undefined;
  const opening = useOpening('fabrication', draftId, (config) => newFabrication(config, search), !sizeAsked);
  if (!opening) return <Loading />;
  return (
    <OpenedForm opening={opening} onDraftId={onDraftId}>
      {(props) => <FabricationForm {...props} onSearchChange={onSearchChange} tips={<PcbTips />} />}
    </OpenedForm>
  );
}

export function AssemblyScreen({ draftId, onDraftId }: ScreenProps) {
  const opening = useOpening('assembly', draftId, (config) => newQuote(config, 'assembly') as Extract<QuoteState, { kind: 'assembly' }>);
  if (!opening) return <Loading />;
  return (
    <OpenedForm opening={opening} onDraftId={onDraftId}>
      {(props) => <AssemblyForm {...props} />}
    </OpenedForm>
  );
}

export function StencilScreen({ draftId, onDraftId }: ScreenProps) {
  const opening = useOpening('stencil', draftId, (config) => newQuote(config, 'stencil') as Extract<QuoteState, { kind: 'stencil' }>);
  if (!opening) return <Loading />;
  return (
    <OpenedForm opening={opening} onDraftId={onDraftId}>
      {(props) => <StencilForm {...props} />}
    </OpenedForm>
  );
}

export function CustomQuoteScreen({ draftId, onDraftId }: ScreenProps) {
  const opening = useOpening('custom', draftId, (config) => newQuote(config, 'custom') as Extract<QuoteState, { kind: 'custom' }>);
  if (!opening) return <Loading />;
  return (
    <OpenedForm opening={opening} onDraftId={onDraftId}>
      {(props) => <CustomQuoteForm {...props} />}
    </OpenedForm>
  );
}
