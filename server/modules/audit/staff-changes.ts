import type { EntityManager } from '@mikro-orm/postgresql';
import type { StaffChangeRow } from '#shared/audit/schemas.ts';
import { StaffChangeSchema, type StaffChange } from './staff-change.entity.ts';

/** What a staff change says about itself; `before`/`after` hold only the fields that changed. */
export interface StaffChangeInput {
  userId: number | null;
  /** The kind of thing changed: 'news', 'product', 'category', 'comment', 'setting'... */
  subject: string;
  subjectId: string | number;
  action: string;
  reason?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Records a staff change in the caller's unit of work, so it is written in the same transaction
 * as the change itself (a rolled-back change leaves no record, a recorded one always happened).
 */
export function recordStaffChange(em: EntityManager, change: StaffChangeInput): void {
  em.create(StaffChangeSchema, {
    user: change.userId,
    subject: change.subject,
    subjectId: String(change.subjectId),
    action: change.action,
    reason: change.reason ?? null,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/** The fields of `after` whose values differ from `before`, as the two halves of a change record. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): { before: Partial<T>; after: Partial<T> } | null {
  const was: Partial<T> = {};
  const is: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key];
    is[key] = after[key];
  }
  return Object.keys(is).length > 0 ? { before: was, after: is } : null;
}

function toRow(change: StaffChange): StaffChangeRow {
  return {
    action: change.action,
    user_name: change.user?.fullname ?? null,
    reason: change.reason ?? null,
    before: change.before ?? null,
    after: change.after ?? null,
    at: change.createdAt.toISOString(),
  };
}

/** The change history of one thing, newest first. */
export async function staffChangesOf(em: EntityManager, subject: string, subjectId: string | number, limit = 50): Promise<StaffChangeRow[]> {
  const changes = await em.find(StaffChangeSchema, { subject, subjectId: String(subjectId) }, { populate: ['user'], orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  return changes.map(toRow);
}

/** The latest changes to any of several things of one subject, newest first, in one read; each names its `subject_id`. */
export async function latestStaffChanges(em: EntityManager, subject: string, subjectIds: readonly (string | number)[], limit: number): Promise<(StaffChangeRow & { subject_id: string })[]> {
  const changes = await em.find(StaffChangeSchema, { subject, subjectId: { $in: subjectIds.map(String) } }, { populate: ['user'], orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  return changes.map((change) => ({ subject_id: change.subjectId, ...toRow(change) }));
}

/** The latest changes to every thing of one subject, deleted ones too, newest first (a staff area's own history). */
export async function latestChangesOfSubject(em: EntityManager, subject: string, limit: number): Promise<(StaffChangeRow & { subject_id: string })[]> {
  const changes = await em.find(StaffChangeSchema, { subject }, { populate: ['user'], orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  return changes.map((change) => ({ subject_id: change.subjectId, ...toRow(change) }));
}
