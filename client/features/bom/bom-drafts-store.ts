import { foldHeader } from '#shared/bom/parse/header-names.ts';
import type { BomMapping } from '#shared/bom/schemas.ts';
import type { LocalDb } from '../../local/db.ts';

/**
 * A BOM being worked on, kept on this device with its file (or pasted text) and the user's
 * mapping and choices, so it reopens offline (the BOM tool's "drafts live in Dexie"). Stored in
 * the local database's key/value table under `bom-draft:<id>`.
 */
export interface BomDraft {
  id: string;
  name: string;
  fileName: string | null;
  file: Blob | null;
  text: string | null;
  mapping: BomMapping;
  headerRow: number | null;
  boards: number;
  sparePercentPassives: number;
  /** The product the user chose per line index (it wins over the match). */
  choices: Record<number, number>;
  /** The id of this BOM in the signed-in user's account, once saved there or opened from there. */
  savedId?: number;
  updatedAt: number;
}

const DRAFT_PREFIX = 'bom-draft:';
const LAYOUT_PREFIX = 'bom-layout:';

export async function putBomDraft(db: LocalDb, draft: BomDraft): Promise<void> {
  await db.kv.put({ key: `${DRAFT_PREFIX}${draft.id}`, value: draft });
}

export async function getBomDraft(db: LocalDb, id: string): Promise<BomDraft | null> {
  const row = await db.kv.get(`${DRAFT_PREFIX}${id}`);
  return (row?.value as BomDraft | undefined) ?? null;
}

/** The drafts on this device, the latest change first. */
export async function bomDraftsNewestFirst(db: LocalDb): Promise<BomDraft[]> {
  const rows = await db.kv.where('key').startsWith(DRAFT_PREFIX).toArray();
  return rows.map((row) => row.value as BomDraft).sort((a, b) => b.updatedAt - a.updatedAt);
}

export async function deleteBomDraft(db: LocalDb, id: string): Promise<void> {
  await db.kv.delete(`${DRAFT_PREFIX}${id}`);
}

/** A header layout's name: its cells folded (case, marks, punctuation), so "Qty" and "QTY" are one layout. */
export function layoutKey(header: readonly string[]): string {
  return `${LAYOUT_PREFIX}${header.map(foldHeader).join('|')}`;
}

/** Remembers the user's mapping for files with this header (the mapping step's "remembered per layout"). */
export async function rememberLayout(db: LocalDb, header: readonly string[], mapping: BomMapping): Promise<void> {
  await db.kv.put({ key: layoutKey(header), value: mapping });
}

/** The mapping the user chose last time for this header, or null. */
export async function rememberedLayout(db: LocalDb, header: readonly string[]): Promise<BomMapping | null> {
  const row = await db.kv.get(layoutKey(header));
  return (row?.value as BomMapping | undefined) ?? null;
}
