import type { EntityManager } from '@mikro-orm/postgresql';
import { commentableType, commentContentError } from '#shared/community/rules.ts';
import type { CommentCreateBody, CommentReply } from '#shared/community/schemas.ts';
import { AppError, assertNoFieldErrors, notFound } from '../../errors.ts';
import { UserSchema } from '../accounts/user.entity.ts';
import { spendCaptcha } from './captcha-commands.ts';
import { CommentSchema } from './comment.entity.ts';
import { COMMENT_SUBJECTS } from './comment-subjects.ts';
import { commentReply } from './comment-queries.ts';

/**
 * Stores a comment or a reply (spec §7 POST /v1/comments) after the rules of spec §5: content 10
 * to 3000 characters, then the captcha (spent only when the rest is acceptable, so fixing the
 * text does not need a new picture). A reply to a reply joins its thread: replies are one level
 * deep, `user_reply` names whom it answers.
 */
export async function createComment(em: EntityManager, userId: number, body: CommentCreateBody): Promise<CommentReply> {
  const input = body.comment;
  const type = commentableType(input.commentable_type);
  assertNoFieldErrors({ content: commentContentError(input.content), commentable_type: type ? undefined : 'field_invalid' }, 422);
  if (!(await COMMENT_SUBJECTS[type!](em, input.commentable_id))) throw notFound('Subject');
  let parentId: number | null = null;
  let answered: number | null = null;
  if (input.parent_id) {
    const parent = await em.findOne(CommentSchema, { id: input.parent_id, state: 'visible' }, { populate: ['parent'] });
    if (!parent || parent.commentableType !== type || parent.commentableId !== input.commentable_id) throw notFound('Comment');
    parentId = parent.parent?.id ?? parent.id;
    answered = input.user_reply ?? parent.user.id;
    if ((await em.count(UserSchema, { id: answered })) === 0) throw new AppError(422, 'validation_failed', 'Unknown user_reply', { user_reply: 'field_invalid' });
  }
  // Outside any transaction: a wrong answer must burn the captcha even though the request fails.
  await spendCaptcha(em, body.captcha_key, body.captcha);
  const comment = em.create(CommentSchema, {
    commentableType: type!,
    commentableId: input.commentable_id,
    parent: parentId,
    user: userId,
    userReply: answered,
    content: input.content.trim(),
  });
  await em.flush();
  await em.populate(comment, ['user', 'userReply']);
  return commentReply(comment);
}

/** The writer takes back their own comment (kept as deleted); anyone else's is 403 `forbidden`. */
export async function deleteOwnComment(em: EntityManager, userId: number, commentId: number): Promise<void> {
  const comment = await em.findOne(CommentSchema, { id: commentId, state: { $ne: 'deleted' } });
  if (!comment) throw notFound('Comment');
  if (comment.user.id !== userId) throw new AppError(403, 'forbidden', 'Not your comment');
  comment.state = 'deleted';
  await em.flush();
}
