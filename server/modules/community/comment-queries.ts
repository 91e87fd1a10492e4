import type { EntityManager } from '@mikro-orm/postgresql';
import { COMMENTS_PER_PAGE, modelName, type CommentableType } from '#shared/community/rules.ts';
import type { CommentItem, CommentListResponse, CommentReply } from '#shared/community/schemas.ts';
import { pageEnvelope, pageSlice } from '../../http/pagination.ts';
import { communityAuthor } from './community-author.ts';
import { CommentSchema, type Comment } from './comment.entity.ts';

/** A stored comment as the API shows it. */
export function commentReply(comment: Comment): CommentReply {
  return {
    id: comment.id,
    content: comment.content,
    name: comment.user.fullname,
    user: communityAuthor(comment.user),
    user_id: comment.user.id,
    user_reply: comment.userReply ? communityAuthor(comment.userReply) : null,
    parent_id: comment.parent?.id ?? null,
    created_at: comment.createdAt.toISOString(),
  };
}

/**
 * One page of the visible comments on a subject, newest thread first, each with its visible
 * replies oldest first (spec §7 GET /v1/comments, page size 10). Hidden or deleted comments are
 * left out, and so are the replies under them.
 */
export async function commentsPage(em: EntityManager, type: CommentableType, subjectId: number, page: number | undefined): Promise<CommentListResponse> {
  const slice = pageSlice(page, COMMENTS_PER_PAGE);
  const [threads, total] = await em.findAndCount(
    CommentSchema,
    { commentableType: type, commentableId: subjectId, parent: null, state: 'visible' },
    { orderBy: { id: 'desc' }, limit: slice.limit, offset: slice.offset, populate: ['user', 'userReply'], refresh: true },
  );
  const replies = threads.length
    ? await em.find(CommentSchema, { parent: { $in: threads.map((thread) => thread.id) }, state: 'visible' }, { orderBy: { id: 'asc' }, populate: ['user', 'userReply'], refresh: true })
    : [];
  const data: CommentItem[] = threads.map((thread) => ({
    ...commentReply(thread),
    commentable_id: thread.commentableId,
    commentable_type: modelName(thread.commentableType),
    childrens: replies.filter((reply) => reply.parent?.id === thread.id).map(commentReply),
  }));
  return { comments: { data, ...pageEnvelope(slice, total) } };
}
