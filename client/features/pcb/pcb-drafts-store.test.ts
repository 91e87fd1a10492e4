import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { DEMO_PCB_CONFIG } from '#shared/pcb/demo-config.ts';
import { createLocalDb } from '../../local/db.ts';
import { markQueued, newestEditingDraft, putDraft } from './pcb-drafts-store.ts';
import { newFabrication, newQuote } from './quote-state.ts';

const NO_FILE = { file: null, fileName: null };

describe('newestEditingDraft (the draft /pcb offers to continue)', () => {
  test('is the most recently saved draft of that form still being filled', async () => {
    const db = createLocalDb(`pcb-drafts-${crypto.randomUUID()}`);
    expect(await newestEditingDraft(db, 'fabrication')).toBeNull();

    const small = { ...newFabrication(DEMO_PCB_CONFIG), width: '30' };
    const large = { ...newFabrication(DEMO_PCB_CONFIG), width: '90' };
    await putDraft(db, 'older', { status: 'editing', state: small }, NO_FILE, 1_000);
    await putDraft(db, 'newer', { status: 'editing', state: large }, NO_FILE, 2_000);
    // Another form's draft, saved later, is not this form's.
    await putDraft(db, 'assembly', { status: 'editing', state: newQuote(DEMO_PCB_CONFIG, 'assembly') }, NO_FILE, 3_000);
    expect((await newestEditingDraft(db, 'fabrication'))?.id).toBe('newer');
    expect((await newestEditingDraft(db, 'assembly'))?.id).toBe('assembly');

    // One waiting in the outbox is being sent, not filled: the next newest is offered.
    await markQueued(db, 'newer', 'outbox-1');
    expect((await newestEditingDraft(db, 'fabrication'))?.id).toBe('older');
    db.close();
  });

  test('a row this version cannot read is never offered', async () => {
    const db = createLocalDb(`pcb-drafts-${crypto.randomUUID()}`);
    await db.pcbDrafts.put({ id: 'damaged', kind: 'stencil', fields: { version: 99 }, updatedAt: 5 });
    expect(await newestEditingDraft(db, 'stencil')).toBeNull();
    db.close();
  });
});
