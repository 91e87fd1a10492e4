import { loadLocalDb } from '../../local/lazy-local-db.ts';
import { defineMutation } from '../../local/mutation-registry.ts';

/**
 * A quote sent through the app outbox ("Submitting offline queues the quote"): the
 * stored payload holds the fields and the design file as a Blob (FormData cannot be stored);
 * the multipart body is built at send time, and the entry id goes as Idempotency-Key, so the
 * server creates the quote once however often it is retried (server/modules/pcb/quote-multipart.ts
 * fingerprints the fields and the file). Kept free of pricing and Dexie imports: the app loads it
 * at start to register the mutation.
 */
export interface QuotePayload {
  url: string;
  fields: Record<string, string>;
  file: Blob | null;
  fileName: string | null;
  /** The draft the quote was made from, removed once the server has it. */
  draftId: string;
}

/** The server's answer (PcbQuoteCreatedResponse). */
export interface QuoteCreated {
  message: string;
  id: number;
}

export const PCB_QUOTE_MUTATION = 'pcb-quote';

/** The multipart body: the fields, then the design file as `file_design`. */
export function quoteFormData(payload: Pick<QuotePayload, 'fields' | 'file' | 'fileName'>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(payload.fields)) form.append(name, value);
  if (payload.file) form.append('file_design', payload.file, payload.fileName ?? 'design.zip');
  return form;
}

export const pcbQuoteMutation = defineMutation<QuotePayload, QuoteCreated>(PCB_QUOTE_MUTATION, {
  toRequest: (payload) => ({ method: 'POST', url: payload.url, body: quoteFormData(payload) }),
  async onSuccess(_response, entry) {
    const db = await loadLocalDb();
    await db.pcbDrafts.delete((entry.payload as QuotePayload).draftId);
  },
  async onFailure(error, entry) {
    const [db, { markRefused }] = await Promise.all([loadLocalDb(), import('./pcb-drafts-store.ts')]);
    await markRefused(db, (entry.payload as QuotePayload).draftId, error.code ?? error.message);
    // The draft keeps the form and the reason; a failed entry has nothing left to do.
    await db.outbox.delete(entry.id);
  },
});
