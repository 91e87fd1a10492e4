import { describe, expect, it } from 'vitest';
import { parseCarrierAnswer } from './carrier-answer.ts';

describe('parseCarrierAnswer', () => {
  it('keeps scantype, desc and scantime of responseitems[0].tracesList[0].details', () => {
    const answer = {
      responseitems: [{ success: true, tracesList: [{ billcode: 'JT1', details: [{ scantype: 'Đã nhận', desc: 'Hà Nội', scantime: '2026-11-20 09:15', staff: 'x' }] }] }],
    };
    expect(parseCarrierAnswer(answer, 'JT1')).toEqual({
      responseitems: [{ success: true, tracesList: [{ billcode: 'JT1', details: [{ scantype: 'Đã nhận', desc: 'Hà Nội', scantime: '2026-11-20 09:15' }] }] }],
    });
  });

  it('turns missing or odd fields into text and drops non-object scans', () => {
    const answer = { responseitems: [{ success: 'true', tracesList: [{ details: [{ scantype: 3 }, null, 'x'] }] }] };
    expect(parseCarrierAnswer(answer, 'JT2')).toEqual({
      responseitems: [{ success: true, tracesList: [{ billcode: 'JT2', details: [{ scantype: '3', desc: '', scantime: '' }] }] }],
    });
  });

  it('gives no scans when the carrier says success false', () => {
    const answer = { responseitems: [{ success: false, tracesList: [{ details: [{ scantype: 'x', desc: 'y', scantime: 'z' }] }] }] };
    expect(parseCarrierAnswer(answer, 'JT3')?.responseitems[0]?.tracesList[0]?.details).toEqual([]);
  });

  it('returns null for answers that are not the carrier shape', () => {
    for (const answer of [null, 'oops', {}, { responseitems: [] }, { responseitems: [null] }, { responseitems: 'x' }]) {
      expect(parseCarrierAnswer(answer, 'JT4'), JSON.stringify(answer)).toBeNull();
    }
  });
});
