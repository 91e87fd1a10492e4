import { describe, expect, it } from 'vitest';
import { scansOf } from './track-shipment.ts';

const scan = (scantime: string) => ({ scantype: 't', desc: 'd', scantime });

describe('scansOf', () => {
  it('lists responseitems[0].tracesList[0].details newest first', () => {
    const answer = { responseitems: [{ success: true, tracesList: [{ billcode: 'JT1', details: [scan('2026-11-20 09:15:00'), scan('2026-11-21 08:05:00')] }] }] };
    expect(scansOf(answer).map((entry) => entry.scantime)).toEqual(['2026-11-21 08:05:00', '2026-11-20 09:15:00']);
  });

  it('is empty for an unknown waybill or an empty answer', () => {
    expect(scansOf({ responseitems: [{ success: false, tracesList: [] }] })).toEqual([]);
    expect(scansOf({ responseitems: [] })).toEqual([]);
  });
});
