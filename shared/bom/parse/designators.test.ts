import { describe, expect, it } from 'vitest';
import { countDesignators, designatorPrefix, expandDesignators } from './designators.ts';

describe('expandDesignators', () => {
  it.each([
    ['R1, R2, R5', ['R1', 'R2', 'R5']],
    ['R1,R2,R5', ['R1', 'R2', 'R5']],
    ['R1 R2 R5', ['R1', 'R2', 'R5']],
    ['C1;C2', ['C1', 'C2']],
    ['R1-R4', ['R1', 'R2', 'R3', 'R4']],
    ['R1-4', ['R1', 'R2', 'R3', 'R4']],
    ['R1 - R4', ['R1', 'R2', 'R3', 'R4']],
    ['C10–C12', ['C10', 'C11', 'C12']],
    ['C1..C3, C7', ['C1', 'C2', 'C3', 'C7']],
    ['LED1-LED3', ['LED1', 'LED2', 'LED3']],
    ['r1, R1', ['R1']],
    ['U1', ['U1']],
    ['', []],
    ['  ', []],
  ])('%s', (text, expected) => {
    expect(expandDesignators(text)).toEqual(expected);
  });

  it('never expands a range across prefixes or backwards', () => {
    expect(expandDesignators('R1-C4')).toEqual(['R1', 'C4']);
    expect(expandDesignators('R9-R2')).toEqual(['R9', 'R2']);
  });

  it('counts a runaway range as its two ends rather than a million parts', () => {
    expect(countDesignators('R1-R999999')).toBe(2);
  });
});

describe('countDesignators and designatorPrefix', () => {
  it('counts each designator once', () => {
    expect(countDesignators('C1, C2, C3-C6, C2')).toBe(6);
  });
  it('reads the prefix of the first designator', () => {
    expect(designatorPrefix('LED1, LED2')).toBe('LED');
    expect(designatorPrefix('r5')).toBe('R');
    expect(designatorPrefix('')).toBe('');
  });
});
