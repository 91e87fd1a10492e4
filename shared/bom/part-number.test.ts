import { describe, expect, it } from 'vitest';
import { editDistance, isCloseMpn, mpnKey } from './part-number.ts';

describe('mpnKey', () => {
  it.each([
    ['STM32F103C8T6', 'STM32F103C8T6'],
    ['stm32f103c8t6', 'STM32F103C8T6'],
    [' STM32F103C8T6 ', 'STM32F103C8T6'],
    ['STM32F103C8T6TR', 'STM32F103C8T6'],
    ['STM32F103C8T6-TR', 'STM32F103C8T6'],
    ['STM32F103C8T6/TR', 'STM32F103C8T6'],
    ['STM32F103C8T6 T&R', 'STM32F103C8T6'],
    ['LM358DR2G(LF)(SN)', 'LM358DR2G'],
    ['LM358DR2G (LF)(SN)', 'LM358DR2G'],
    ['LT1761ES5-5#PBF', 'LT1761ES55'],
    ['LT1761ES5-5#TRPBF', 'LT1761ES55'],
    ['BAT54C-7-F', 'BAT54C'],
    ['BAT54C-13-F', 'BAT54C'],
    ['MMBT3904-7', 'MMBT3904'],
    ['AMS1117-3.3', 'AMS11173.3'],
    ['AMS1117 3.3', 'AMS11173.3'],
    ['AMS1117-3.3TR', 'AMS11173.3'],
    ['TPS54331DR/REEL', 'TPS54331DR'],
    ['TR', 'TR'],
    ['', ''],
  ])('%s → %s', (mpn, key) => {
    expect(mpnKey(mpn)).toBe(key);
  });

  it('keeps different parts apart', () => {
    expect(mpnKey('STM32F103C8T6')).not.toBe(mpnKey('STM32F103CBT6'));
    expect(mpnKey('AMS1117-3.3')).not.toBe(mpnKey('AMS1117-5.0'));
  });
});

describe('isCloseMpn', () => {
  it('finds one character off and a suffix more or less', () => {
    expect(isCloseMpn('STM32F103VET8', 'STM32F103VET7')).toBe(true);
    expect(isCloseMpn('STM32F103C8T6', 'STM32F103CBT6')).toBe(true);
    expect(isCloseMpn('LM2596S', 'LM2596SX')).toBe(true);
    expect(isCloseMpn('NE555DR', 'NE555D')).toBe(true);
  });

  it('is not close for equal, short or distant part numbers', () => {
    expect(isCloseMpn('STM32F103C8T6', 'STM32F103C8T6')).toBe(false);
    expect(isCloseMpn('LM35', 'LM358')).toBe(false);
    expect(isCloseMpn('STM32F103C8T6', 'STM32F407VGT6')).toBe(false);
  });

  it('measures edit distance with an early stop', () => {
    expect(editDistance('KITTEN', 'SITTING', 5)).toBe(3);
    expect(editDistance('KITTEN', 'SITTING', 1)).toBe(2);
  });
});
