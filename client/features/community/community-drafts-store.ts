import type { CommentableType } from '#shared/community/rules.ts';
import type { CommunityDraft, LocalDb } from '../../local/db.ts';
import type { CommentDraft } from './community-api.ts';

/**
 * Dexie operations on `communityDrafts`: comments and forum replies written offline, kept until
 * the outbox has carried them to the server (issue "Offline and local-first").
 */

/** What a comment draft holds: the comment, and the name of whom a reply answers (for its label). */
export interface CommentDraftPayload extends CommentDraft {
  kind: 'comment';
  replyToName: string | null;
}

/** What a forum reply draft holds: the topic and the editor's HTML. */
export interface PostDraftPayload {
  kind: 'post';
  topicId: number;
  content: string;
}

export type CommunityDraftPayload = CommentDraftPayload | PostDraftPayload;

/** The `subject` index value of a comment's product or article, or of a forum topic. */
export function commentSubject(type: CommentableType, subjectId: number): string {
  return `comment:${type}:${subjectId}`;
}

export function topicSubject(topicId: number): string {
  return `post:${topicId}`;
}

function subjectOf(payload: CommunityDraftPayload): string {
  return payload.kind === 'comment' ? commentSubject(payload.type, payload.subjectId) : topicSubject(payload.topicId);
}

/** Keeps a new draft of `userId`'s and returns its id. */
export async function saveCommunityDraft(db: LocalDb, userId: number, payload: CommunityDraftPayload, now = Date.now()): Promise<string> {
  const id = crypto.randomUUID();
  await db.communityDrafts.add({ id, userId, subject: subjectOf(payload), payload: { ...payload }, createdAt: now, outboxId: null, refusal: null });
  return id;
}

/** `userId`'s drafts on one subject, oldest first; usable inside a live query. */
export async function draftsOn(db: LocalDb, userId: number, subject: string): Promise<CommunityDraft[]> {
  const rows = await db.communityDrafts.where('[userId+subject]').equals([userId, subject]).toArray();
  return rows.sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1));
}

/** The draft's payload, read back with the type it was saved with. */
export function draftPayload<Payload extends CommunityDraftPayload>(draft: CommunityDraft): Payload {
  return draft.payload as unknown as Payload;
}

/**
 * The draft now travels in the outbox entry `outboxId`; any earlier refusal is cleared. Skipped
 * when the entry is already gone: the server answered first, and its outcome (draft deleted, or
 * given back refused) must not be overwritten by a draft that looks as if it were still sending.
 */
export async function markDraftQueued(db: LocalDb, id: string, outboxId: string): Promise<void> {
  await db.transaction('rw', db.communityDrafts, db.outbox, async () => {
    if (await db.outbox.get(outboxId)) await db.communityDrafts.update(id, { outboxId, refusal: null });
  });
}

/** The server refused the draft's entry for good: it waits for its writer again, with the reason. */
export async function markDraftRefused(db: LocalDb, id: string, refusal: string): Promise<void> {
  await db.communityDrafts.update(id, { outboxId: null, refusal });
}

export async function deleteCommunityDraft(db: LocalDb, id: string): Promise<void> {
  await db.communityDrafts.delete(id);
}
