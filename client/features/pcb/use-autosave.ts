import { useCallback, useEffect, useRef } from 'react';
import { loadLocalDb } from '../../local/lazy-local-db.ts';
import { putDraft } from './pcb-drafts-store.ts';
import type { DraftFile } from './pcb-draft.ts';
import type { QuoteState } from './quote-state.ts';

/** Wait after the last change before writing the draft. */
const AUTOSAVE_MS = 400;

/**
 * Saves the form as a Dexie draft a moment after each change (every form autosaves, the
 * design file included). Nothing is written until the user changes something; the first write
 * creates the draft id and reports it (the page puts it in the address bar, so a reload or the
 * login round trip reopens the same draft). `flush` writes now and resolves with the id.
 */
export function useAutosave(options: {
  draftId: string | undefined;
  state: QuoteState;
  file: DraftFile;
  onCreated: (id: string) => void;
  /** Whether the user changed anything yet; changes the page makes by itself are not saved. */
  isTouched?: () => boolean;
}): { flush: () => Promise<string> } {
  const { state, file, onCreated, isTouched } = options;
  const idRef = useRef(options.draftId);
  const first = useRef({ state, file });
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef({ state, file });
  latest.current = { state, file };
  const onCreatedRef = useRef(onCreated);
  onCreatedRef.current = onCreated;

  const pending = useRef(false);

  /** `report`: tell the page a new draft's id (not when the page is going away). */
  const save = useCallback(async (report = true): Promise<string> => {
    window.clearTimeout(timer.current);
    pending.current = false;
    const created = idRef.current === undefined;
    const id = (idRef.current ??= crypto.randomUUID());
    await putDraft(await loadLocalDb(), id, { status: 'editing', state: latest.current.state }, latest.current.file);
    if (created && report) onCreatedRef.current(id);
    return id;
  }, []);

  useEffect(() => {
    if (first.current.state === state && first.current.file === file) return;
    if (isTouched && !isTouched()) return;
    pending.current = true;
    timer.current = window.setTimeout(() => void save().catch(() => {}), AUTOSAVE_MS);
    return () => window.clearTimeout(timer.current);
  }, [state, file, save, isTouched]);

  // A change still waiting when the customer leaves (another tab of /pcb, a link in the menu) is
  // written at once rather than lost with the timer (the last draft is offered).
  useEffect(() => {
    const flushPending = () => {
      if (pending.current) void save(false).catch(() => {});
    };
    window.addEventListener('pagehide', flushPending);
    return () => {
      window.removeEventListener('pagehide', flushPending);
      flushPending();
    };
  }, [save]);

  return { flush: useCallback(() => save(), [save]) };
}
