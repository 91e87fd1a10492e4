import { describe, expect, test } from 'vitest';
import { allowedTypos, compactCode, foldText, isTypoTolerantWord, parseQuery, tokenize } from './normalize.ts';

describe('foldText', () => {
  test('removes Vietnamese diacritics and spells đ as d', () => {
    expect(foldText('Điện trở')).toBe('dien tro');
    expect(foldText('Tụ điện gốm')).toBe('tu dien gom');
    expect(foldText('ĐIỆN ÁP')).toBe('dien ap');
  });

  test('spells out micro and ohm signs so values meet their ASCII spelling', () => {
    expect(foldText('10µF')).toBe('10uf');
    expect(foldText('10μF')).toBe('10uf');
    expect(foldText('10kΩ')).toBe('10k ohm');
    expect(foldText('4.7KΩ')).toBe('4.7k ohm');
  });

  test('turns other symbols into single spaces', () => {
    expect(foldText('  ±1%  @100MHz / SMD ')).toBe('1 100mhz smd');
  });
});

describe('tokenize', () => {
  test('splits words and keeps decimal numbers whole', () => {
    expect(tokenize('GZ1608D601TF Ferrite Bead 600Ω@100MHz ±25% 2.2nF')).toEqual(['gz1608d601tf', 'ferrite', 'bead', '600', 'ohm', '100mhz', '25', '2.2nf']);
  });

  test('drops points that are not decimal points', () => {
    expect(tokenize('Co., Ltd. v1.2')).toEqual(['co', 'ltd', 'v1.2']);
  });
});

describe('compactCode', () => {
  test('ignores case and separators in part numbers', () => {
    expect(compactCode('LM-317')).toBe('lm317');
    expect(compactCode('lm 317')).toBe('lm317');
    expect(compactCode('RS-02K302JT')).toBe('rs02k302jt');
    expect(compactCode('C1002')).toBe('c1002');
  });
});

describe('typos', () => {
  test('allow one edit from four letters and two from eight', () => {
    expect(allowedTypos('tro')).toBe(0);
    expect(allowedTypos('diod')).toBe(1);
    expect(allowedTypos('resistor')).toBe(2);
  });

  test('never apply to words with digits (values and part numbers must be exact)', () => {
    expect(isTypoTolerantWord('100nf')).toBe(false);
    expect(allowedTypos('stm32f103')).toBe(0);
  });
});

describe('parseQuery', () => {
  test('gives folded unique words and the compact code', () => {
    expect(parseQuery('Điện trở điện 10K')).toEqual({ words: ['dien', 'tro', '10k'], compact: 'dientrodien10k' });
    expect(parseQuery('LM-317')).toEqual({ words: ['lm', '317'], compact: 'lm317' });
  });

  test('keeps at most eight words', () => {
    expect(parseQuery('a b c d e f g h i j').words).toHaveLength(8);
  });

  test('a query of symbols has no words', () => {
    expect(parseQuery('%%% ---')).toEqual({ words: [], compact: '' });
  });
});
