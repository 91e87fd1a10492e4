import type { EntityManager } from '@mikro-orm/postgresql';
import type { ModerationAction, ModerationItem, ModerationListResponse, ModerationState, ModerationTarget } from '#shared/community/schemas.ts';
import { assertNoFieldErrors, notFound } from '../../errors.ts';
import { pageEnvelope, pageSlice } from '../../http/pagination.ts';
import { recordStaffChange } from '../audit/index.ts';
import { StaffChangeSchema } from '../audit/staff-change.entity.ts';
import { communityAuthor } from './community-author.ts';
import { CommentSchema, type Comment } from './comment.entity.ts';
import { ForumPostSchema, type ForumPost } from './forum.entity.ts';

const QUEUE_PAGE = 20;

const STATE_AFTER: Record<ModerationAction, ModerationState> = { hide: 'hidden', show: 'visible', delete: 'deleted' };

/** The subject a moderated comment or post has in the one record of staff changes. */
const AUDIT_SUBJECT: Record<ModerationTarget, string> = { comments: 'comment', posts: 'forum_post' };

function where(target: ModerationTarget, row: Comment | ForumPost): string {
  if (target === 'posts') return (row as ForumPost).topic.title;
  const comment = row as Comment;
  return `${comment.commentableType} #${comment.commentableId}`;
}

async function items(em: EntityManager, target: ModerationTarget, rows: readonly (Comment | ForumPost)[]): Promise<ModerationItem[]> {
  // One read for the whole page of rows (staffChangesOf reads one subject at a time).
  const events = rows.length
    ? await em.find(StaffChangeSchema, { subject: AUDIT_SUBJECT[target], subjectId: { $in: rows.map((row) => String(row.id)) } }, { orderBy: { id: 'asc' }, populate: ['user'], refresh: true })
    : [];
  return rows.map((row) => ({
    id: row.id,
    target,
    content: row.content,
    state: row.state,
    author: communityAuthor(row.user),
    where: where(target, row),
    created_at: row.createdAt.toISOString(),
    events: events
      .filter((event) => event.subjectId === String(row.id))
      .map((event) => ({ action: event.action, reason: event.reason ?? '', staff: event.user ? { id: event.user.id, fullname: event.user.fullname } : null, created_at: event.createdAt.toISOString() })),
  }));
}

/** The staff queue: comments or posts in every state, newest first, each with its moderation record. */
export async function moderationQueue(em: EntityManager, target: ModerationTarget, page: number | undefined): Promise<ModerationListResponse> {
  const slice = pageSlice(page, QUEUE_PAGE);
  const options = { orderBy: { id: 'desc' as const }, limit: slice.limit, offset: slice.offset, refresh: true };
  const [rows, total] =
    target === 'comments'
      ? await em.findAndCount(CommentSchema, {}, { ...options, populate: ['user'] })
      : await em.findAndCount(ForumPostSchema, {}, { ...options, populate: ['user', 'topic'] });
  return { data: await items(em, target, rows), ...pageEnvelope(slice, total) };
}

/**
 * Hides, shows again or deletes a comment or post and records who did it, when and why, in one
 * transaction. A deleted one stays in the table (state `deleted`) so its record keeps its subject.
 */
export async function moderate(em: EntityManager, staffId: number, target: ModerationTarget, id: number, action: ModerationAction, reason: string): Promise<ModerationItem> {
  assertNoFieldErrors({ reason: reason.trim().length < 3 ? 'moderation_reason_required' : undefined }, 422);
  return em.transactional(async (tx) => {
    const row =
      target === 'comments'
        ? await tx.findOne(CommentSchema, { id }, { populate: ['user'] })
        : await tx.findOne(ForumPostSchema, { id }, { populate: ['user', 'topic'] });
    if (!row) throw notFound(target === 'comments' ? 'Comment' : 'Post');
    const before = row.state;
    row.state = STATE_AFTER[action];
    recordStaffChange(tx, { userId: staffId, subject: AUDIT_SUBJECT[target], subjectId: id, action, reason: reason.trim(), before: { state: before }, after: { state: row.state } });
    await tx.flush();
    return (await items(tx, target, [row]))[0]!;
  });
}
