import type { CommentCreateBody, CommentCreateResponse, PostCreateResponse } from '#shared/community/schemas.ts';
import { COMMUNITY_PATH } from '#shared/http/api-paths.ts';
import { loadLocalDb } from '../../local/lazy-local-db.ts';
import { defineMutation } from '../../local/mutation-registry.ts';
import type { OutboxEntry } from '../../local/outbox-types.ts';

/**
 * Comments and forum replies written offline go to the server through the app outbox: the entry
 * id is the Idempotency-Key, so however often a lost answer makes the runner retry, the server
 * stores one comment or post. The draft they came from is deleted once the server has them; a
 * refusal (a wrong or expired captcha, a subject gone) gives the draft back to its writer. Kept
 * free of Dexie imports: the app loads this at start to register the mutations.
 */

/** Names stored with outbox entries; never rename them once shipped. */
export const COMMENT_MUTATION = 'community.comment';
export const FORUM_POST_MUTATION = 'community.forum-post';

export interface CommentOutboxPayload {
  draftId: string;
  /** The whole POST /v1/comments body, the captcha answered when the writer sent the draft. */
  body: CommentCreateBody;
}

export interface ForumPostOutboxPayload {
  draftId: string;
  topicId: number;
  content: string;
}

async function removeDraft(entry: OutboxEntry): Promise<void> {
  const db = await loadLocalDb();
  await db.communityDrafts.delete((entry.payload as { draftId: string }).draftId);
}

async function giveBack(entry: OutboxEntry, refusal: string): Promise<void> {
  const db = await loadLocalDb();
  await db.communityDrafts.update((entry.payload as { draftId: string }).draftId, { outboxId: null, refusal });
  // The draft keeps the text and the reason; a failed entry has nothing left to do.
  await db.outbox.delete(entry.id);
}

export const commentMutation = defineMutation<CommentOutboxPayload, CommentCreateResponse>(COMMENT_MUTATION, {
  toRequest: (payload) => ({ method: 'POST', url: COMMUNITY_PATH.comments, body: payload.body }),
  onSuccess: (_response, entry) => removeDraft(entry),
  onFailure: (error, entry) => giveBack(entry, error.code ?? 'error'),
});

export const forumPostMutation = defineMutation<ForumPostOutboxPayload, PostCreateResponse>(FORUM_POST_MUTATION, {
  toRequest: (payload) => ({ method: 'POST', url: COMMUNITY_PATH.posts, body: { post: { topic_id: payload.topicId, content: payload.content } } }),
  onSuccess: (_response, entry) => removeDraft(entry),
  onFailure: (error, entry) => giveBack(entry, error.code ?? 'error'),
});
