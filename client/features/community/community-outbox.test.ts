import 'fake-indexeddb/auto';
import { afterEach, describe, expect, test } from 'vitest';
import { localDb } from '../../local/db.ts';
import { NonRetriableError } from '../../local/outbox-errors.ts';
import { createOutboxEntry } from '../../local/outbox.ts';
import { saveCommunityDraft } from './community-drafts-store.ts';
import { commentMutation, forumPostMutation, type CommentOutboxPayload } from './community-outbox.ts';

const draft = { kind: 'comment' as const, type: 'News' as const, subjectId: 3, content: 'Viết khi mất mạng.', parentId: null, userReply: null, replyToName: null };

afterEach(async () => {
  await localDb.communityDrafts.clear();
  await localDb.outbox.clear();
});

describe('the community outbox mutations', () => {
  test('a comment is the spec POST /v1/comments body with the captcha answered at send time', () => {
    const body = { comment: { content: draft.content, commentable_id: 3, commentable_type: 'App\\Models\\News' }, captcha_key: 'key', captcha: 'AB3CD' };
    expect(commentMutation.toRequest({ draftId: 'd', body })).toEqual({ method: 'POST', url: '/v1/comments', body });
    expect(forumPostMutation.toRequest({ draftId: 'd', topicId: 4, content: '<p>Trả lời</p>' })).toEqual({ method: 'POST', url: '/v1/posts', body: { post: { topic_id: 4, content: '<p>Trả lời</p>' } } });
  });

  test('once the server has it, the draft is gone', async () => {
    const id = await saveCommunityDraft(localDb, 7, draft);
    const entry = createOutboxEntry(commentMutation.name, { draftId: id } as CommentOutboxPayload, Date.now());
    await commentMutation.onSuccess!({} as never, entry);
    expect(await localDb.communityDrafts.get(id)).toBeUndefined();
  });

  test('a refusal gives the draft back with its reason and drops the failed entry', async () => {
    const id = await saveCommunityDraft(localDb, 7, draft);
    const entry = createOutboxEntry(commentMutation.name, { draftId: id } as CommentOutboxPayload, Date.now());
    await localDb.outbox.add({ ...entry, status: 'failed' });
    await localDb.communityDrafts.update(id, { outboxId: entry.id });
    await commentMutation.onFailure!(new NonRetriableError('Wrong captcha', { status: 422, code: 'validation_failed' }), entry);
    expect(await localDb.communityDrafts.get(id)).toMatchObject({ outboxId: null, refusal: 'validation_failed' });
    expect(await localDb.outbox.get(entry.id)).toBeUndefined();
  });
});
