import { describe, expect, test } from 'vitest';
import { crc16CcittFalse, emvField, vietQrPayload } from './vietqr.ts';
import { qrSvg } from './vietqr-svg.ts';

describe('crc16CcittFalse', () => {
  test('matches the standard check values', () => {
    expect(crc16CcittFalse('123456789')).toBe(0x29b1);
    expect(crc16CcittFalse('')).toBe(0xffff);
    expect(crc16CcittFalse('A')).toBe(0xb915);
  });
});

describe('emvField', () => {
  test('is id, two-digit length, value', () => {
    expect(emvField('58', 'VN')).toBe('5802VN');
    expect(emvField('54', '150000')).toBe('5406150000');
  });

  test('refuses values EMVCo cannot carry', () => {
    expect(() => emvField('62', 'x'.repeat(100))).toThrow(/99/);
    expect(() => emvField('62', 'Thanh toán')).toThrow(/ASCII/);
  });
});

describe('vietQrPayload (NAPAS 247 transfer to an account)', () => {
  const payload = vietQrPayload({ bankBin: '970436', accountNumber: '0011001234567', amountVnd: 150_000, memo: 'DH000123' });

  test('holds the data objects in order: format, dynamic, NAPAS account, VND, amount, VN, memo, CRC', () => {
    const body =
      '000201' +
      '010212' +
      '3857' + '0010A000000727' + '0127' + '0006970436' + '01130011001234567' + '0208QRIBFTTA' +
      '5303704' +
      '5406150000' +
      '5802VN' +
      '6212' + '0808DH000123' +
      '6304';
    expect(payload.slice(0, -4)).toBe(body);
    expect(payload).toMatch(/^[\x20-\x7e]+6304[0-9A-F]{4}$/);
  });

  test('ends with the CRC of everything before it, including "6304"', () => {
    const crc = Number.parseInt(payload.slice(-4), 16);
    expect(crc).toBe(crc16CcittFalse(payload.slice(0, -4)));
  });

  test('refuses a bad bank id, amount or a memo over 25 characters', () => {
    expect(() => vietQrPayload({ bankBin: '9704', accountNumber: '1', amountVnd: 1, memo: 'x' })).toThrow(/bankBin/);
    expect(() => vietQrPayload({ bankBin: '970436', accountNumber: '1', amountVnd: 0, memo: 'x' })).toThrow(/amount/);
    expect(() => vietQrPayload({ bankBin: '970436', accountNumber: '1', amountVnd: 1, memo: 'x'.repeat(26) })).toThrow(/memo/);
  });
});

describe('qrSvg', () => {
  test('draws a square SVG with a quiet zone and an escaped title', () => {
    const svg = qrSvg('00020101021238570010A0000007270127', 'VietQR <bank> & co');
    const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
    // Version 2+ (25+ modules) plus a 4-module border on each side.
    expect(size).toBeGreaterThanOrEqual(21 + 8);
    expect(svg).toContain('<title>VietQR &lt;bank&gt; &amp; co</title>');
    expect(svg).toContain('shape-rendering="crispEdges"');
    // The quiet zone: no dark module starts in the first four columns or rows.
    expect(svg).not.toMatch(/M[0-3] \d+h1/);
    expect(svg).not.toMatch(/M\d+ [0-3]h1/);
  });
});
