import { describe, expect, it } from 'vitest';
import { foldForMatch, highlightSegments } from './highlight.ts';

const marked = (text: string, query: string) =>
  highlightSegments(text, query)
    .filter((segment) => segment.match)
    .map((segment) => segment.text);

describe('foldForMatch', () => {
  it('drops Vietnamese diacritics and case, đ included', () => {
    expect(foldForMatch('Điện Trở Dán')).toBe('dien tro dan');
    expect(foldForMatch('tu\u0323 đie\u0323\u0302n')).toBe('tu dien');
  });
});

describe('highlightSegments (typed text marked in suggestions)', () => {
  it('marks the typed words whatever their diacritics, keeping the original text', () => {
    expect(highlightSegments('Điện trở 10K', 'dien tro')).toEqual([
      { text: 'Điện', match: true },
      { text: ' ', match: false },
      { text: 'trở', match: true },
      { text: ' 10K', match: false },
    ]);
    expect(marked('Tu dien gom', 'tụ điện')).toEqual(['Tu', 'dien']);
  });

  it('marks every occurrence and prefixes of part numbers, case-insensitively', () => {
    expect(marked('STM32F103C8T6 STM32', 'stm32')).toEqual(['STM32', 'STM32']);
  });

  it('rebuilds the text exactly', () => {
    const text = 'Điện trở dán 0603 1% — Yageo';
    expect(highlightSegments(text, 'tro 06').map((segment) => segment.text).join('')).toBe(text);
  });

  it('ignores single letters unless they are the whole query', () => {
    expect(marked('LED đỏ 5mm', 'led d')).toEqual(['LED']);
    expect(marked('Tụ đỏ', 'đ')).toEqual(['đ']);
  });

  it('marks nothing for an empty query or no match', () => {
    expect(highlightSegments('NE555', '  ')).toEqual([{ text: 'NE555', match: false }]);
    expect(highlightSegments('NE555', 'lm358')).toEqual([{ text: 'NE555', match: false }]);
    expect(highlightSegments('', 'x')).toEqual([]);
  });
});
