import { describe, expect, test } from 'vitest';
import { DEMO_PCB_CONFIG } from '#shared/pcb/demo-config.ts';
import { duplicateDraftRow, readDraftBody, readQuoteState, toDraftRow } from './pcb-draft.ts';
import { newAssembly, newCustom, newFabrication, newStencil } from './quote-state.ts';

const config = DEMO_PCB_CONFIG;

describe('PCB drafts', () => {
  test('every form survives a round trip through a row, structured-cloned as IndexedDB does', () => {
    for (const state of [newFabrication(config, { width: 50, quantity: 150 }), newAssembly(config), { ...newStencil(config), sizeId: 3 }, { ...newCustom(), quoteId: 1, note: 'x' }]) {
      const row = structuredClone(toDraftRow('d1', { status: 'editing', state }, { file: null, fileName: null }, 10));
      expect(row.kind).toBe(state.kind);
      expect(readDraftBody(row)).toEqual({ version: 1, status: 'editing', state });
    }
  });

  test('the file Blob and a queued status with its outbox id are kept', () => {
    const file = new Blob(['PK']);
    const row = toDraftRow('d2', { status: 'queued', state: newCustom(), outboxId: 'o1' }, { file, fileName: 'a.zip' }, 5);
    expect(row.file).toBe(file);
    expect(row.fileName).toBe('a.zip');
    expect(readDraftBody(row)).toMatchObject({ status: 'queued', outboxId: 'o1' });
  });

  test('damaged or foreign rows read as null or with defaults, never as garbage', () => {
    expect(readDraftBody({ kind: 'custom', fields: { version: 2 } })).toBeNull();
    expect(readDraftBody({ kind: 'stencil', fields: { version: 1, state: { kind: 'custom' } } })).toBeNull();
    expect(readQuoteState({ kind: 'nope' })).toBeNull();
    const state = readQuoteState({ kind: 'fabrication', width: 7, propertyIds: [1, 'x', 2.5, 3], numeric: { '20': '5', bad: '1', '21': 4 } });
    expect(state).toMatchObject({ kind: 'fabrication', width: '', propertyIds: [1, 3], numeric: { '20': '5' }, delivery: { delivery_method: 2 } });
  });

  test('the delivery company, the delivery address and whether the panel holds a choice are kept; an older draft holds none', () => {
    const state = { ...newCustom(), delivery: { delivery_method: 2, payment_method: 5, payment_in_shop: 2, address: '1 Marina Way', address_id: 7, transport_id: 3, chosen: true } };
    expect(readDraftBody(structuredClone(toDraftRow('d5', { status: 'editing', state }, { file: null, fileName: null }, 1)))?.state.delivery).toEqual(state.delivery);
    const older = readQuoteState({ kind: 'custom', delivery: { delivery_method: 1, payment_method: 1, payment_in_shop: 3, address: '' } });
    expect(older?.delivery).toMatchObject({ delivery_method: 1, payment_in_shop: 3, address_id: null, transport_id: null, chosen: false });
  });

  test('an assembly draft keeps the saved BOM it was started from, with its name and line count; an older one has none', () => {
    const state = { ...newAssembly(config), bomId: 42, bomName: 'kicad', bomLineCount: 8 };
    expect(readDraftBody(structuredClone(toDraftRow('d6', { status: 'editing', state }, { file: null, fileName: null }, 1)))?.state).toMatchObject({ bomId: 42, bomName: 'kicad', bomLineCount: 8 });
    expect(readQuoteState({ kind: 'assembly', title: 'x' })).toMatchObject({ bomId: null, bomName: '', bomLineCount: null });
    // A draft linked before the name was kept: linked still, shown by its id.
    expect(readQuoteState({ kind: 'assembly', title: 'x', bomId: 7 })).toMatchObject({ bomId: 7, bomName: '', bomLineCount: null });
  });

  test('duplicate: a new id, editing again, same form and file, no outbox link or error', () => {
    const file = new Blob(['PK']);
    const row = toDraftRow('d3', { status: 'queued', state: newAssembly(config), outboxId: 'o2', error: 'x' }, { file, fileName: 'b.rar' }, 1);
    const copy = duplicateDraftRow(row, 'd4', 2)!;
    expect(copy.id).toBe('d4');
    expect(copy.file).toBe(file);
    const body = readDraftBody(copy)!;
    expect(body.status).toBe('editing');
    expect(body.outboxId).toBeUndefined();
    expect(body.error).toBeUndefined();
    expect(body.state).toEqual(readDraftBody(row)!.state);
  });
});
