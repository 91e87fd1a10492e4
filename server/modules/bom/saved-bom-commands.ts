import type { EntityManager } from '@mikro-orm/postgresql';
import type { SavedBom as SavedBomView, SavedBomCreate, SavedBomListResponse, SavedBomSummary } from '#shared/bom/schemas.ts';
import { notFound } from '../../errors.ts';
import { pageEnvelope, pageSlice } from '../../http/pagination.ts';
import { SavedBomSchema, type SavedBom } from './saved-bom.entity.ts';

/** Saved BOMs a list page shows. */
export const SAVED_BOMS_PER_PAGE = 20;

function summary(row: SavedBom): SavedBomSummary {
  return {
    id: row.id,
    name: row.name,
    boards: row.boards,
    line_count: row.lineCount,
    file_name: row.fileName ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function view(row: SavedBom): SavedBomView {
  return { ...summary(row), spare_percent_passives: row.sparePercentPassives, mapping: row.mapping ?? null, lines: row.lines };
}

/** The user's saved BOMs, the last changed first. */
export async function savedBomsPage(em: EntityManager, userId: number, page: number | undefined): Promise<SavedBomListResponse> {
  const slice = pageSlice(page, SAVED_BOMS_PER_PAGE);
  // Only the list's columns: a BOM's lines may be 2,000 rows of JSON.
  const [rows, total] = await em.findAndCount(
    SavedBomSchema,
    { user: userId },
    { fields: ['id', 'name', 'boards', 'lineCount', 'fileName', 'createdAt', 'updatedAt'], orderBy: { updatedAt: 'desc', id: 'desc' }, limit: slice.limit, offset: slice.offset },
  );
  return { data: rows.map((row) => summary(row as SavedBom)), ...pageEnvelope(slice, total) };
}

/** Saves a BOM for its owner. */
export async function createSavedBom(em: EntityManager, userId: number, input: SavedBomCreate): Promise<SavedBomView> {
  const row = em.create(SavedBomSchema, {
    user: userId,
    name: input.name.trim(),
    boards: input.boards,
    sparePercentPassives: input.spare_percent_passives ?? 0,
    fileName: input.file_name ?? null,
    mapping: input.mapping ?? null,
    lines: input.lines,
    lineCount: input.lines.length,
  });
  await em.flush();
  return view(row);
}

/** One of the owner's BOMs; another user's is "not found", never "forbidden" (no probing ids). */
async function owned(em: EntityManager, userId: number, id: number): Promise<SavedBom> {
  const row = await em.findOne(SavedBomSchema, { id, user: userId });
  if (!row) throw notFound('BOM');
  return row;
}

export async function getSavedBom(em: EntityManager, userId: number, id: number): Promise<SavedBomView> {
  return view(await owned(em, userId, id));
}

/** Any customer's saved BOM, for staff (a PCB assembly quote refers to it). */
export async function savedBomForStaff(em: EntityManager, id: number): Promise<SavedBomView> {
  const row = await em.findOne(SavedBomSchema, { id });
  if (!row) throw notFound('BOM');
  return view(row);
}

export async function renameSavedBom(em: EntityManager, userId: number, id: number, name: string): Promise<SavedBomSummary> {
  const row = await owned(em, userId, id);
  row.name = name.trim();
  await em.flush();
  return summary(row);
}

export async function deleteSavedBom(em: EntityManager, userId: number, id: number): Promise<void> {
  const removed = await em.nativeDelete(SavedBomSchema, { id, user: userId });
  if (removed === 0) throw notFound('BOM');
}
