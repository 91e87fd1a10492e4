import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PcbConfig } from '#shared/pcb/config-types.ts';
import { loginHref } from '../../session/login-href.ts';
import { useSession } from '../../session/use-session.ts';
import { chargeChoice, type ChargeChoice } from './delivery-charges.ts';
import { deliveryProblem } from './delivery-problem.ts';
import { saveQuoteOption } from './pcb-api.ts';
import { usePcbConfigState } from './pcb-config-context.ts';
import type { DraftFile } from './pcb-draft.ts';
import { pcbMessage } from './pcb-messages.ts';
import { quoteRequest } from './quote-fields.ts';
import { withQuantityOptions, withSavedDelivery, type DeliveryState, type QuoteState } from './quote-state.ts';
import { useAutosave } from './use-autosave.ts';
import { useQuoteDelivery, type QuoteDeliveryContext } from './use-quote-delivery.ts';
import { useQuoteSubmit, type SubmitPhase } from './use-quote-submit.ts';

/** The current address with `draft` set, for the login round trip (spec §2 /login?return_url=). */
export function pathWithDraft(draftId: string): string {
  const params = new URLSearchParams(window.location.search);
  params.set('draft', draftId);
  return `${window.location.pathname}?${params.toString()}`;
}

export interface QuoteForm<S extends QuoteState> {
  state: S;
  update: (change: Partial<S> | ((current: S) => S)) => void;
  file: DraftFile & { size: number | null };
  setFile: (file: File | null) => void;
  fileError: string | null;
  setFileError: (message: string | null) => void;
  changeDelivery: (next: DeliveryState, method: 'delivery_method' | 'payment_method' | 'payment_in_shop' | null) => void;
  /** The user's country and delivery companies (spec §5 please_select_delivery). */
  deliveryContext: QuoteDeliveryContext;
  /** The company or address the quote goes to and its delivery and COD fees (they join the total). */
  charges: ChargeChoice;
  phase: SubmitPhase;
  /** The refused submit's spec §5 key, for the field it belongs to. */
  problemKey: string | null;
  problem: string | null;
  loginLink: string | null;
  /** Runs `check` (a spec §5 key or null), saves the draft, then sends or asks a guest to log in. */
  send: (check: () => string | null) => Promise<void>;
  busy: boolean;
}

/**
 * What every quote form shares: its state and file, the autosaved draft, the delivery block
 * saved with save-option, and the submit through the outbox.
 */
export function useQuoteForm<S extends QuoteState>(options: {
  config: PcbConfig;
  initial: S;
  initialFile: DraftFile;
  draftId: string | undefined;
  onDraftId: (id: string) => void;
}): QuoteForm<S> {
  const { config, onDraftId } = options;
  const { i18n } = useLingui();
  // Answers bound to a quantity follow it from the start (a draft made before the rule too).
  const [state, setState] = useState<S>(() => withQuantityOptions(config, options.initial));
  const [file, setFileState] = useState<DraftFile & { size: number | null }>({ ...options.initialFile, size: options.initialFile.file?.size ?? null });
  const [fileError, setFileError] = useState<string | null>(null);
  const [problemKey, setProblemKey] = useState<string | null>(null);
  const [loginLink, setLoginLink] = useState<string | null>(null);
  const session = useSession();
  const navigate = useNavigate();
  const { phase, submit, reset } = useQuoteSubmit(() => void navigate({ to: '/' }));
  const draftFile = useMemo(() => (file.file === null ? NO_FILE : { file: file.file, fileName: file.fileName }), [file.file, file.fileName]);
  // Only the user's own changes start a draft; taking the saved delivery choice does not.
  const touched = useRef(false);
  const isTouched = useCallback(() => touched.current, []);
  const { flush } = useAutosave({ draftId: options.draftId, state, file: draftFile, onCreated: onDraftId, isTouched });
  const deliveryContext = useQuoteDelivery();

  // The user's saved delivery choice fills a form whose panel nobody has touched yet (a draft
  // that holds a choice keeps it).
  const saved = deliveryContext.saved;
  useEffect(() => {
    if (!saved) return;
    setState((current) => withSavedDelivery(current, saved));
  }, [saved]);

  const update = useCallback(
    (change: Partial<S> | ((current: S) => S)) => {
      touched.current = true;
      setProblemKey(null);
      setState((current) => withQuantityOptions(config, typeof change === 'function' ? change(current) : { ...current, ...change }));
    },
    [config],
  );

  const setFile = useCallback((next: File | null) => {
    touched.current = true;
    setProblemKey(null);
    setFileState(next ? { file: next, fileName: next.name, size: next.size } : { file: null, fileName: null, size: null });
  }, []);

  const changeDelivery = useCallback(
    (next: DeliveryState, method: 'delivery_method' | 'payment_method' | 'payment_in_shop' | null) => {
      touched.current = true;
      setProblemKey(null);
      setState((current) => ({ ...current, delivery: { ...next, chosen: true } }));
      // While the session is still being asked, try anyway: a guest's save is refused (403), harmlessly.
      if (method && session.status !== 'guest' && navigator.onLine) {
        void saveQuoteOption({ method, value: next[method] }).catch(() => {});
      }
    },
    [session.status],
  );

  // What is sent: a carrier only from abroad (a draft may hold one from before a move home).
  const sentDelivery = useMemo(
    () => ({ ...state.delivery, transport_id: sentTransportId(deliveryContext, state.delivery.transport_id) }),
    [deliveryContext, state.delivery],
  );
  const charges = useMemo(() => chargeChoice(sentDelivery, deliveryContext), [sentDelivery, deliveryContext]);

  // Refused because the prices moved: fetch the configuration and the delivery
  // fees again, so the page shows the new price the message speaks of.
  const configState = usePcbConfigState();
  const refreshConfig = configState.status === 'ready' ? configState.refresh : undefined;
  const refreshDelivery = deliveryContext.refresh;
  const priceChanged = phase.phase === 'failed' && phase.code === 'price_mismatch';
  useEffect(() => {
    if (!priceChanged) return;
    refreshConfig?.();
    refreshDelivery();
  }, [priceChanged, refreshConfig, refreshDelivery]);

  const send = useCallback(
    async (check: () => string | null) => {
      reset();
      setLoginLink(null);
      const key = check() ?? deliveryProblem(deliveryContext, sentDelivery, { signedIn: session.status === 'user', online: navigator.onLine });
      setProblemKey(key);
      if (key) return;
      const draftId = await flush().catch(() => crypto.randomUUID());
      // Offline the session cannot be asked; the server answers login_required when needed.
      if (session.status === 'guest' && navigator.onLine) {
        setLoginLink(loginHref(pathWithDraft(draftId)));
        return;
      }
      const request = quoteRequest(config, { ...state, delivery: sentDelivery }, deliveryContext);
      await submit({ url: request.url, fields: request.fields, file: file.file, fileName: file.fileName, draftId });
    },
    [reset, flush, session.status, config, state, submit, file.file, file.fileName, deliveryContext, sentDelivery],
  );

  return {
    state,
    update,
    file,
    setFile,
    fileError,
    setFileError,
    changeDelivery,
    deliveryContext,
    charges,
    phase,
    problemKey,
    problem: problemKey ? pcbMessage(i18n, problemKey) : null,
    loginLink: phase.phase === 'failed' && phase.code === 'login_required' ? loginHref(window.location.pathname + window.location.search) : loginLink,
    send,
    busy: phase.phase === 'sending' || phase.phase === 'waiting' || phase.phase === 'sent',
  };
}

const NO_FILE: DraftFile = { file: null, fileName: null };

/** A carrier is sent only from abroad (a draft may hold one from before a move home). */
function sentTransportId(context: QuoteDeliveryContext, transportId: number | null): number | null {
  return context.saved !== null && !context.abroad ? null : transportId;
}
