import { describe, expect, test } from 'vitest';
import {
  ADVANCE_PER_SIZE,
  DEFAULT_STROKE_WEIGHT,
  layoutStrokeText,
  measureStrokeText,
  normalizeForStrokeFont,
  strokeText,
  strokeTextElement,
} from './stroke-font.ts';
import { GLYPH_STROKES, MISSING_GLYPH_STROKES } from './stroke-glyphs.ts';

const REQUIRED = [
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  ...'abcdefghijklmnopqrstuvwxyz',
  ...'0123456789',
  ...'-_/.,()+#@:%±Ωµ=x* ',
];

/** All x and y coordinates of path data made of M/L commands. */
function points(d: string): { xs: number[]; ys: number[] } {
  const numbers = (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
  return { xs: numbers.filter((_, i) => i % 2 === 0), ys: numbers.filter((_, i) => i % 2 === 1) };
}

describe('glyph table', () => {
  test('has every character the shop needs', () => {
    for (const char of REQUIRED) expect(GLYPH_STROKES[char], `glyph ${char}`).toBeDefined();
  });

  test('strokes stay on the glyph grid (small overhangs allowed)', () => {
    for (const [char, source] of Object.entries(GLYPH_STROKES)) {
      for (const point of source.split(/[|\s]+/).filter((p) => p !== '')) {
        const [x = NaN, y = NaN] = point.split(',').map(Number);
        expect(x, `x of ${char}`).toBeGreaterThanOrEqual(-0.5);
        expect(x, `x of ${char}`).toBeLessThanOrEqual(4.5);
        expect(y, `y of ${char}`).toBeGreaterThanOrEqual(-1);
        expect(y, `y of ${char}`).toBeLessThanOrEqual(10.5);
      }
    }
  });

  test('every polyline has at least two points', () => {
    for (const [char, source] of Object.entries({ ...GLYPH_STROKES, missing: MISSING_GLYPH_STROKES })) {
      if (source === '') continue;
      for (const line of source.split('|')) expect(line.trim().split(/\s+/).length, `glyph ${char}`).toBeGreaterThanOrEqual(2);
    }
  });

  test('glyphs are distinct where readers confuse them', () => {
    const pairs = [['0', 'O'], ['1', 'I'], ['5', 'S'], ['8', 'B'], ['2', 'Z'], ['Ω', 'O'], ['x', 'X'], ['µ', 'u']] as const;
    for (const [a, b] of pairs) expect(GLYPH_STROKES[a]).not.toBe(GLYPH_STROKES[b]);
  });
});

describe('strokeText', () => {
  test('draws every required character with real strokes, unknown ones as the box', () => {
    const box = strokeText('\u2603', { x: 0, y: 80, size: 80 });
    for (const char of REQUIRED.filter((c) => c !== ' ')) {
      const d = strokeText(char, { x: 0, y: 80, size: 80 });
      expect(d, `glyph ${char}`).toMatch(/^M/);
      expect(d, `glyph ${char}`).not.toBe(box);
    }
    expect(strokeText('\u2603', { x: 0, y: 80, size: 80 })).toBe(strokeText('\u4e2d', { x: 0, y: 80, size: 80 }));
    expect(strokeText(' ', { x: 0, y: 80, size: 80 })).toBe('');
  });

  test('is deterministic and compact', () => {
    const opts = { x: 12.345, y: 99.9, size: 23.7 };
    expect(strokeText('STM32F103C8T6', opts)).toBe(strokeText('STM32F103C8T6', opts));
    expect(strokeText('STM32F103C8T6', opts)).not.toMatch(/\d\.\d{3}/);
  });

  test('size is the cap height: capitals span from baseline - size to the baseline', () => {
    const { ys } = points(strokeText('EH', { x: 0, y: 100, size: 40 }));
    expect(Math.min(...ys)).toBeCloseTo(60, 5);
    expect(Math.max(...ys)).toBeCloseTo(100, 5);
  });

  test('anchors start, middle and end', () => {
    const text = 'MPN-123';
    const middle = points(strokeText(text, { x: 400, y: 100, size: 40, anchor: 'middle' })).xs;
    expect((Math.min(...middle) + Math.max(...middle)) / 2).toBeCloseTo(400, 0);
    const end = points(strokeText(text, { x: 400, y: 100, size: 40, anchor: 'end' })).xs;
    expect(Math.max(...end)).toBeCloseTo(400, 5);
    const start = points(strokeText(text, { x: 10, y: 100, size: 40 })).xs;
    expect(Math.min(...start)).toBeCloseTo(10, 5);
  });

  test('is monospaced: each character advances by the same distance', () => {
    const first = points(strokeText('I', { x: 0, y: 100, size: 40 })).xs;
    const third = points(strokeText('..I', { x: 0, y: 100, size: 40 })).xs.slice(-first.length);
    third.forEach((x, i) => expect(x - (first[i] ?? 0)).toBeCloseTo(2 * 40 * ADVANCE_PER_SIZE, 5));
  });

  test('shrinks to fit maxWidth, never grows', () => {
    const samples = ['A', 'SOIC-8', 'LCY H9PP-7J6K-5F5G-1-350-R18-Z', 'x'.repeat(60), 'Chuyển khoản'];
    for (const text of samples) {
      for (const maxWidth of [40, 120, 300, 720]) {
        const layout = layoutStrokeText(text, { x: 0, y: 50, size: 46, maxWidth });
        expect(layout.width).toBeLessThanOrEqual(maxWidth + 1e-9);
        expect(layout.size).toBeLessThanOrEqual(46);
        const { xs } = points(layout.d);
        expect(Math.max(...xs) - Math.min(...xs) + layout.strokeWidth).toBeLessThanOrEqual(maxWidth + 0.05);
      }
    }
    expect(layoutStrokeText('AB', { x: 0, y: 0, size: 20, maxWidth: 1000 }).size).toBe(20);
  });

  test('measureStrokeText agrees with the layout', () => {
    const layout = layoutStrokeText('TPS7A0533PDBVR', { x: 0, y: 0, size: 30 });
    expect(measureStrokeText('TPS7A0533PDBVR', 30)).toBeCloseTo(layout.width, 9);
    expect(layout.strokeWidth).toBeCloseTo(30 * DEFAULT_STROKE_WEIGHT, 9);
    expect(measureStrokeText('', 30)).toBe(0);
  });

  test('strips Vietnamese diacritics and maps look-alikes', () => {
    expect(normalizeForStrokeFont('Chuyển khoản')).toBe('Chuyen khoan');
    expect(normalizeForStrokeFont('Đồng Nai đẹp')).toBe('Dong Nai dep');
    expect(normalizeForStrokeFont('würth')).toBe('wurth');
    expect(normalizeForStrokeFont('10\u2126 ±1%')).toBe('10Ω ±1%');
    expect(normalizeForStrokeFont('25℃')).toBe('25°C');
    const opts = { x: 0, y: 20, size: 20 };
    expect(strokeText('Chuyển khoản', opts)).toBe(strokeText('Chuyen khoan', opts));
  });

  test('strokeTextElement returns one stroked path, or nothing for blank text', () => {
    const element = strokeTextElement('COD', { x: 0, y: 40, size: 30, color: '#fff' });
    expect(element).toMatch(/^<path d="M[^"]+" fill="none" stroke="#fff" stroke-width="[\d.]+" stroke-linecap="round" stroke-linejoin="round"\/>$/);
    expect(strokeTextElement('   ', { x: 0, y: 40, size: 30, color: '#fff' })).toBe('');
  });
});
