import type { EntityManager } from '@mikro-orm/postgresql';
import { ContentChangeSchema, type ContentSubject } from './content-change.entity.ts';

/** Records who changed which piece of content, when (staff side "every change is recorded"). */
export function recordChange(em: EntityManager, userId: number, subject: ContentSubject, subjectId: string | number, action: 'create' | 'update' | 'delete' | 'read'): void {
  em.create(ContentChangeSchema, { user: userId, subject, subjectId: String(subjectId), action });
}

/** The change history of one piece of content, newest first. */
export async function changesOf(em: EntityManager, subject: ContentSubject, subjectId: string | number) {
  const changes = await em.find(ContentChangeSchema, { subject, subjectId: String(subjectId) }, { populate: ['user'], orderBy: { createdAt: 'desc', id: 'desc' }, limit: 50 });
  return changes.map((change) => ({ action: change.action, user_name: change.user?.fullname ?? null, at: change.createdAt.toISOString() }));
}
