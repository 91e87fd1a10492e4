import type { CommunityDraft } from '../../local/db.ts';
import { enqueueWrite } from '../../local/app-outbox.ts';
import { loadLocalDb, useLocalLiveQuery } from '../../local/lazy-local-db.ts';
import { commentBody } from './community-api.ts';
import { deleteCommunityDraft, draftPayload, draftsOn, markDraftQueued, saveCommunityDraft, type CommentDraftPayload, type CommunityDraftPayload, type PostDraftPayload } from './community-drafts-store.ts';
import { commentMutation, forumPostMutation } from './community-outbox.ts';

/**
 * What the comment box and the forum reply form do with text written offline: keep it as a draft
 * in Dexie, and hand it to the outbox when it can go (a forum reply at once, to leave when the
 * network returns; a comment once its writer has answered a captcha, which needs the network).
 */

/** The signed-in user's drafts on one subject, live. Read once per mount: key the caller on user and subject. */
export function useCommunityDrafts(userId: number, subject: string): CommunityDraft[] {
  return useLocalLiveQuery((db) => draftsOn(db, userId, subject), []);
}

export async function keepDraft(userId: number, payload: CommunityDraftPayload): Promise<string> {
  return saveCommunityDraft(await loadLocalDb(), userId, payload);
}

/** Sends a comment draft with the captcha its writer just answered, through the outbox (once). */
export async function sendCommentDraft(draft: CommunityDraft, captcha: { key: string; answer: string }): Promise<void> {
  const payload = draftPayload<CommentDraftPayload>(draft);
  const entry = await enqueueWrite(commentMutation, { draftId: draft.id, body: commentBody(payload, captcha) });
  await markDraftQueued(await loadLocalDb(), draft.id, entry.id);
}

/** Puts a forum reply draft in the outbox: it leaves as soon as the network allows. */
export async function sendPostDraft(draft: Pick<CommunityDraft, 'id' | 'payload'>): Promise<void> {
  const payload = draftPayload<PostDraftPayload>(draft as CommunityDraft);
  const entry = await enqueueWrite(forumPostMutation, { draftId: draft.id, topicId: payload.topicId, content: payload.content });
  await markDraftQueued(await loadLocalDb(), draft.id, entry.id);
}

export async function discardDraft(id: string): Promise<void> {
  await deleteCommunityDraft(await loadLocalDb(), id);
}
