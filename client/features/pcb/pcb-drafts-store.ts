import type { LocalDb, PcbDraft, PcbDraftKind } from '../../local/db.ts';
import { duplicateDraftRow, readDraftBody, toDraftRow, type DraftBody, type DraftFile } from './pcb-draft.ts';

/** Dexie operations on `pcbDrafts` (reopen, duplicate, delete). */

/** Saves (creates or replaces) a draft. */
export async function putDraft(db: LocalDb, id: string, body: Omit<DraftBody, 'version'>, file: DraftFile, now = Date.now()): Promise<void> {
  await db.pcbDrafts.put(toDraftRow(id, body, file, now));
}

/** Every draft, newest first. */
export function draftsNewestFirst(db: LocalDb): Promise<PcbDraft[]> {
  return db.pcbDrafts.orderBy('updatedAt').reverse().toArray();
}

/**
 * The newest draft of a form that is still being filled (not waiting in the outbox), or null:
 * what /pcb offers to continue when it opens without one.
 */
export async function newestEditingDraft(db: LocalDb, kind: PcbDraftKind): Promise<PcbDraft | null> {
  const rows = await db.pcbDrafts.where('kind').equals(kind).toArray();
  rows.sort((a, b) => b.updatedAt - a.updatedAt);
  return rows.find((row) => readDraftBody(row)?.status === 'editing') ?? null;
}

export function getDraft(db: LocalDb, id: string): Promise<PcbDraft | undefined> {
  return db.pcbDrafts.get(id);
}

export function deleteDraft(db: LocalDb, id: string): Promise<void> {
  return db.pcbDrafts.delete(id);
}

/** Copies a draft under a new id; resolves with it, or null when the row could not be read. */
export async function duplicateDraft(db: LocalDb, id: string, now = Date.now()): Promise<string | null> {
  const row = await db.pcbDrafts.get(id);
  const copy = row ? duplicateDraftRow(row, crypto.randomUUID(), now) : null;
  if (!copy) return null;
  await db.pcbDrafts.put(copy);
  return copy.id;
}

/** Marks a draft as sent through the outbox entry `outboxId`. */
export async function markQueued(db: LocalDb, id: string, outboxId: string): Promise<void> {
  await db.transaction('rw', db.pcbDrafts, async () => {
    const row = await db.pcbDrafts.get(id);
    const body = row ? readDraftBody(row) : null;
    if (!row || !body) return;
    await db.pcbDrafts.put(toDraftRow(id, { status: 'queued', state: body.state, outboxId }, { file: row.file ?? null, fileName: row.fileName ?? null }, Date.now()));
  });
}

/** A queued draft the server refused: editable again, with the reason. */
export async function markRefused(db: LocalDb, id: string, error: string): Promise<void> {
  await db.transaction('rw', db.pcbDrafts, async () => {
    const row = await db.pcbDrafts.get(id);
    const body = row ? readDraftBody(row) : null;
    if (!row || !body) return;
    await db.pcbDrafts.put(toDraftRow(id, { status: 'editing', state: body.state, error }, { file: row.file ?? null, fileName: row.fileName ?? null }, Date.now()));
  });
}
