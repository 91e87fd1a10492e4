import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { drawPaymentLogo } from './payment-logo.ts';
import { svgProblems } from './svg-check.ts';

const LABELS = ['COD', 'VNPAY', 'MoMo', 'PayPal', 'Chuyển khoản', 'ZaloPay', 'Thẻ tín dụng quốc tế', 'X'];

describe('drawPaymentLogo', () => {
  test('draws a well-formed 240 × 120 badge for every label', () => {
    for (const label of LABELS) {
      const logo = drawPaymentLogo(label);
      expect([logo.width, logo.height]).toEqual([240, 120]);
      expect(svgProblems(logo.svg), label).toEqual([]);
    }
  });

  test('draws Vietnamese labels without diacritics', () => {
    expect(drawPaymentLogo('Chuyển khoản').svg).toBe(drawPaymentLogo('Chuyen khoan').svg);
  });

  test('uses brand colours for known methods, a stable colour for others', () => {
    expect(drawPaymentLogo('MoMo').svg).toContain('#a50064');
    expect(drawPaymentLogo('VNPAY').svg).toContain('#ed1c24');
    expect(drawPaymentLogo('PayPal').svg).toContain('#009cde');
    expect(drawPaymentLogo('Ví XYZ').svg).toBe(drawPaymentLogo('Ví XYZ').svg);
  });

  test('keeps the label inside the badge', () => {
    for (const label of LABELS) {
      const numbers = [...drawPaymentLogo(label).svg.matchAll(/<path d="([^"]+)" fill="none"/g)]
        .flatMap((match) => (match[1] ?? '').match(/-?\d+(\.\d+)?/g) ?? [])
        .map(Number);
      const xs = numbers.filter((_, i) => i % 2 === 0);
      expect(Math.min(...xs), label).toBeGreaterThan(8);
      expect(Math.max(...xs), label).toBeLessThan(232);
    }
  });

  test('rasterises to a non-blank badge', async () => {
    const png = await sharp(Buffer.from(drawPaymentLogo('COD').svg)).png().toBuffer();
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height]).toEqual([240, 120]);
    const stats = await sharp(png).stats();
    expect(stats.channels[0]?.stdev).toBeGreaterThan(20);
  });
});
