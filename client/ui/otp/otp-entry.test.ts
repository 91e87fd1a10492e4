import { describe, expect, test } from 'vitest';
import { backspace, EMPTY_DIGITS, enterValue, focusAfterKey, isFilled, pasteInto } from './otp-entry.ts';

const digits = (text: string) => text.split('').map((char) => (char === '_' ? '' : char));

describe('enterValue', () => {
  test('a digit fills the box and moves to the next one', () => {
    expect(enterValue(EMPTY_DIGITS, 0, '4')).toEqual({ digits: digits('4_____'), focus: 1 });
    expect(enterValue(digits('12345_'), 5, '6')).toEqual({ digits: digits('123456'), focus: 5 });
  });

  test('a digit typed next to the one already in the box replaces it', () => {
    expect(enterValue(digits('12____'), 1, '27')).toEqual({ digits: digits('17____'), focus: 2 });
    expect(enterValue(digits('12____'), 1, '72')).toEqual({ digits: digits('17____'), focus: 2 });
    expect(enterValue(digits('13____'), 1, '33')).toEqual({ digits: digits('13____'), focus: 2 });
  });

  test('a non-digit is ignored and clears the box', () => {
    expect(enterValue(digits('12____'), 1, 'a')).toEqual({ digits: digits('1_____'), focus: 1 });
  });

  test('six digits at once (one-time-code autofill) fill every box', () => {
    expect(enterValue(EMPTY_DIGITS, 0, '987654')).toEqual({ digits: digits('987654'), focus: 5 });
    expect(enterValue(EMPTY_DIGITS, 3, '987654')).toEqual({ digits: digits('987654'), focus: 5 });
  });

  test('several digits fill from this box on, never past the last', () => {
    expect(enterValue(EMPTY_DIGITS, 4, '123')).toEqual({ digits: digits('____12'), focus: 5 });
    expect(enterValue(EMPTY_DIGITS, 1, '12')).toEqual({ digits: digits('_12___'), focus: 3 });
  });
});

describe('backspace', () => {
  test('empties a filled box and stays', () => {
    expect(backspace(digits('123___'), 2)).toEqual({ digits: digits('12____'), focus: 2 });
  });

  test('in an empty box goes back and empties the previous one', () => {
    expect(backspace(digits('123___'), 3)).toEqual({ digits: digits('12____'), focus: 2 });
    expect(backspace(EMPTY_DIGITS, 0)).toEqual({ digits: EMPTY_DIGITS, focus: 0 });
  });
});

describe('focusAfterKey', () => {
  test('arrows, Home and End move within the six boxes', () => {
    expect(focusAfterKey('ArrowLeft', 3)).toBe(2);
    expect(focusAfterKey('ArrowLeft', 0)).toBe(0);
    expect(focusAfterKey('ArrowRight', 5)).toBe(5);
    expect(focusAfterKey('Home', 4)).toBe(0);
    expect(focusAfterKey('End', 1)).toBe(5);
    expect(focusAfterKey('Enter', 1)).toBeNull();
  });
});

describe('pasteInto', () => {
  test('exactly six digits fill the boxes', () => {
    expect(pasteInto('123456\n')).toEqual({ digits: digits('123456'), focus: 5 });
  });

  test('anything else is invalid_otp_code', () => {
    expect(pasteInto('12345')).toEqual({ error: 'invalid_otp_code' });
    expect(pasteInto('code: 123456')).toEqual({ error: 'invalid_otp_code' });
  });
});

describe('isFilled', () => {
  test('only when all six hold a digit', () => {
    expect(isFilled(digits('123456'))).toBe(true);
    expect(isFilled(digits('12345_'))).toBe(false);
    expect(isFilled(EMPTY_DIGITS)).toBe(false);
  });
});
