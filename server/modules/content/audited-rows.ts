import type { EntityName } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../errors.ts';
import { changedFields, recordStaffChange } from '../audit/index.ts';

/** Where a staff-edited row's changes are recorded: who, under which subject, with which of its fields. */
export interface AuditOf<Row> {
  userId: number;
  /** The subject in the one record of staff changes ('ad', 'supporter'...). */
  subject: string;
  /** The row's fields as recorded (before → after). */
  facts: (row: Row) => Record<string, unknown>;
}

/** The row a save changes (null: a new one); a 404 (`name` not found) when `id` names none. */
export async function rowToSave<Row extends object>(tx: EntityManager, entity: EntityName<Row>, id: number | null, name: string): Promise<Row | null> {
  if (id === null) return null;
  // The id is the primary key of every page-area table; the generic filter type cannot say so.
  const row = (await tx.findOne(entity, id as never)) as Row | null;
  if (!row) throw notFound(name);
  return row;
}

/**
 * Inside the caller's transaction: `write` changes `existing` (or creates the row when null), then
 * the change is recorded — a new row with its fields, a changed one with the fields that differ
 * before → after, nothing when nothing changed. Returns the row's id.
 */
export async function saveAudited<Row extends { id: number }>(tx: EntityManager, existing: Row | null, write: (existing: Row | null) => Row, audit: AuditOf<Row>): Promise<number> {
  const before = existing ? audit.facts(existing) : null;
  const saved = write(existing);
  await tx.flush();
  const change = before ? changedFields(before, audit.facts(saved)) : { before: null, after: audit.facts(saved) };
  if (change) recordStaffChange(tx, { userId: audit.userId, subject: audit.subject, subjectId: saved.id, action: existing ? 'update' : 'create', before: change.before, after: change.after });
  await tx.flush();
  return saved.id;
}

/** Deletes a row, recording what it was, in one transaction; a 404 (`name` not found) when there is none. */
export async function deleteAudited<Row extends object>(em: EntityManager, entity: EntityName<Row>, id: number, name: string, audit: AuditOf<Row>): Promise<void> {
  await em.transactional(async (tx) => {
    const row = await rowToSave(tx, entity, id, name);
    recordStaffChange(tx, { userId: audit.userId, subject: audit.subject, subjectId: id, action: 'delete', before: audit.facts(row!) });
    tx.remove(row!);
  });
}
