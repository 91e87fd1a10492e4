import { describe, expect, it } from 'vitest';
import { suggestQuery, suggestUrl } from './suggest-query.ts';

describe('suggestQuery (spec §9: from 2 characters; spec §7: q lowercased)', () => {
  it('waits for 2 characters, ignoring surrounding whitespace', () => {
    expect(suggestQuery('')).toBeNull();
    expect(suggestQuery('a')).toBeNull();
    expect(suggestQuery('  a   ')).toBeNull();
    expect(suggestQuery('ab')).toBe('ab');
  });

  it('lowercases, trims and collapses whitespace', () => {
    expect(suggestQuery('  STM32   F103 ')).toBe('stm32 f103');
    expect(suggestQuery('Điện Trở')).toBe('điện trở');
  });

  it('counts a decomposed Vietnamese letter as one character and sends it composed', () => {
    expect(suggestQuery('t\u1ee5')).toBe('tụ');
    expect(suggestQuery('tu\u0323')).toBe('tụ');
    expect(suggestQuery('u\u0323')).toBeNull();
  });

  it('encodes q in the suggestions URL', () => {
    expect(suggestUrl('tụ 10uf & 16v')).toBe('/v1/search-autohome?q=t%E1%BB%A5%2010uf%20%26%2016v');
  });
});
