import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { emptyMapping } from '#shared/bom/parse/bom-fields.ts';
import { createLocalDb } from '../../local/db.ts';
import { bomDraftsNewestFirst, deleteBomDraft, getBomDraft, putBomDraft, rememberLayout, rememberedLayout, type BomDraft } from './bom-drafts-store.ts';

function draft(id: string, updatedAt: number): BomDraft {
  return {
    id, name: `BOM ${id}`, fileName: 'kicad.csv', file: new Blob(['Reference,Value\nR1,10k\n']), text: null,
    mapping: { ...emptyMapping(), designators: 0, value: 1 }, headerRow: 0, boards: 10, sparePercentPassives: 5, choices: { 0: 42 }, updatedAt,
  };
}

describe('BOM drafts on this device', () => {
  test('keep the file, mapping and choices, newest first, and go when deleted', async () => {
    const db = createLocalDb(`bom-drafts-${crypto.randomUUID()}`);
    await putBomDraft(db, draft('a', 1_000));
    await putBomDraft(db, draft('b', 2_000));
    expect((await bomDraftsNewestFirst(db)).map((row) => row.id)).toEqual(['b', 'a']);
    const stored = await getBomDraft(db, 'a');
    expect(stored).toMatchObject({ boards: 10, choices: { 0: 42 }, mapping: { designators: 0, value: 1 } });
    expect(await stored!.file!.text()).toBe('Reference,Value\nR1,10k\n');
    await deleteBomDraft(db, 'a');
    expect((await bomDraftsNewestFirst(db)).map((row) => row.id)).toEqual(['b']);
  });

  test('a mapping is remembered per header layout, whatever the case and marks of its cells', async () => {
    const db = createLocalDb(`bom-layouts-${crypto.randomUUID()}`);
    const mapping = { ...emptyMapping(), description: 0, quantity: 2 };
    await rememberLayout(db, ['Ghi chú', 'Link', 'Số lượng'], mapping);
    expect(await rememberedLayout(db, ['GHI CHU', 'link', 'so luong'])).toEqual(mapping);
    expect(await rememberedLayout(db, ['Ghi chú', 'Link'])).toBeNull();
  });
});
