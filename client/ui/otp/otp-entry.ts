import { OTP_LENGTH, parsePastedOtp } from '#shared/accounts/otp.ts';

/** The six boxes: one digit or '' each (spec §2 "six single-digit boxes"). */
export type OtpDigits = readonly string[];

export const EMPTY_DIGITS: OtpDigits = Array.from({ length: OTP_LENGTH }, () => '');

/** What a keystroke or input did: the new boxes and the box to focus next. */
export interface OtpEntry {
  digits: OtpDigits;
  focus: number;
}

function clampIndex(index: number): number {
  return Math.min(Math.max(index, 0), OTP_LENGTH - 1);
}

/**
 * A box received `value` (its whole new content). One digit fills that box and moves on; six
 * digits at once (the phone's one-time-code autofill, or a paste the browser typed in) fill all
 * boxes; several digits fill from this box onwards; no digit clears it and stays.
 */
export function enterValue(digits: OtpDigits, index: number, value: string): OtpEntry {
  let typed = value.replace(/\D/g, '');
  const old = digits[index] ?? '';
  // A digit typed beside the one already there (the caret was not on it) replaces it.
  if (old && typed.length === 2 && typed.includes(old)) typed = typed.replace(old, '');
  if (typed.length === OTP_LENGTH) return { digits: typed.split(''), focus: OTP_LENGTH - 1 };
  const next = [...digits];
  if (typed === '') {
    next[index] = '';
    return { digits: next, focus: index };
  }
  const chars = typed.split('').slice(0, OTP_LENGTH - index);
  chars.forEach((char, offset) => {
    next[index + offset] = char;
  });
  return { digits: next, focus: clampIndex(index + chars.length) };
}

/** Backspace: empties this box, or, when it is already empty, the one before and moves there. */
export function backspace(digits: OtpDigits, index: number): OtpEntry {
  const next = [...digits];
  if (next[index]) {
    next[index] = '';
    return { digits: next, focus: index };
  }
  const previous = clampIndex(index - 1);
  next[previous] = '';
  return { digits: next, focus: previous };
}

/** Arrow keys, Home and End move between boxes; null for any other key. */
export function focusAfterKey(key: string, index: number): number | null {
  if (key === 'ArrowLeft') return clampIndex(index - 1);
  if (key === 'ArrowRight') return clampIndex(index + 1);
  if (key === 'Home') return 0;
  if (key === 'End') return OTP_LENGTH - 1;
  return null;
}

/** A paste: exactly six digits fill every box, anything else is `invalid_otp_code` (spec §5). */
export function pasteInto(text: string): OtpEntry | { error: 'invalid_otp_code' } {
  const parsed = parsePastedOtp(text);
  return parsed.ok ? { digits: parsed.digits, focus: OTP_LENGTH - 1 } : { error: parsed.error };
}

export function isFilled(digits: OtpDigits): boolean {
  return digits.length === OTP_LENGTH && digits.every((digit) => /^\d$/.test(digit));
}
