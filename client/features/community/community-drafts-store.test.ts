import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { createLocalDb } from '../../local/db.ts';
import { createOutboxEntry } from '../../local/outbox.ts';
import { commentSubject, draftsOn, markDraftQueued, markDraftRefused, saveCommunityDraft, topicSubject } from './community-drafts-store.ts';

const comment = { kind: 'comment' as const, type: 'News' as const, subjectId: 3, content: 'Viết khi mất mạng.', parentId: null, userReply: null, replyToName: null };

describe('community drafts (comments and forum replies written offline)', () => {
  test('are listed per writer and per subject, oldest first', async () => {
    const db = createLocalDb(`community-drafts-${crypto.randomUUID()}`);
    const second = await saveCommunityDraft(db, 7, { ...comment, content: 'Bản nháp thứ hai.' }, 2_000);
    const first = await saveCommunityDraft(db, 7, comment, 1_000);
    await saveCommunityDraft(db, 8, comment, 500);
    await saveCommunityDraft(db, 7, { ...comment, type: 'Product' }, 500);
    const reply = await saveCommunityDraft(db, 7, { kind: 'post', topicId: 3, content: '<p>Trả lời</p>' }, 500);

    expect((await draftsOn(db, 7, commentSubject('News', 3))).map((draft) => draft.id)).toEqual([first, second]);
    expect((await draftsOn(db, 7, topicSubject(3))).map((draft) => draft.id)).toEqual([reply]);
    expect(await draftsOn(db, 9, commentSubject('News', 3))).toEqual([]);
    db.close();
  });

  test('a queued draft names its outbox entry; a refused one waits for its writer with the reason', async () => {
    const db = createLocalDb(`community-drafts-${crypto.randomUUID()}`);
    const id = await saveCommunityDraft(db, 7, comment);
    const entry = createOutboxEntry('community.comment', { draftId: id }, Date.now());
    await db.outbox.add(entry);

    await markDraftQueued(db, id, entry.id);
    expect(await db.communityDrafts.get(id)).toMatchObject({ outboxId: entry.id, refusal: null });
    await markDraftRefused(db, id, 'validation_failed');
    expect(await db.communityDrafts.get(id)).toMatchObject({ outboxId: null, refusal: 'validation_failed' });
    db.close();
  });

  test('is not marked as sending when its entry was already answered and removed', async () => {
    const db = createLocalDb(`community-drafts-${crypto.randomUUID()}`);
    const id = await saveCommunityDraft(db, 7, comment);
    await markDraftRefused(db, id, 'validation_failed');
    await markDraftQueued(db, id, 'an-entry-already-settled');
    expect(await db.communityDrafts.get(id)).toMatchObject({ outboxId: null, refusal: 'validation_failed' });
    db.close();
  });
});
