import { describe, expect, it } from 'vitest';
import { catalogueValueSpelling, partNumberFallbacks } from './query-rewrite.ts';

describe('catalogueValueSpelling', () => {
  it.each([
    ['0.1uf', '100nf'],
    ['0.1µF', '100nf'],
    ['4k7 0603', '4.7k 0603'],
    ['tụ 0.1uF 0402', 'tụ 100nf 0402'],
    ['10k', '10k'],
    ['2u2f', '2.2uf'],
    ['1000pF', '1nf'],
    ['ams1117 3.3', 'ams1117 3.3'],
    ['100n', '100n'],
    ['stm32f103', 'stm32f103'],
  ])('%s → %s', (query, rewritten) => {
    expect(catalogueValueSpelling(query)).toBe(rewritten);
  });
});

describe('partNumberFallbacks', () => {
  it('drops characters from the end down to half the part number, at least five', () => {
    expect(partNumberFallbacks('stm32f103vet8')).toEqual(['stm32f103vet', 'stm32f103ve', 'stm32f103v', 'stm32f103', 'stm32f10', 'stm32f1']);
    expect(partNumberFallbacks('ams1117 3.3')).toEqual(['ams11173', 'ams1117', 'ams111', 'ams11']);
  });

  it('leaves words and short codes alone', () => {
    expect(partNumberFallbacks('dien tro')).toEqual([]);
    expect(partNumberFallbacks('lm358')).toEqual([]);
  });
});
