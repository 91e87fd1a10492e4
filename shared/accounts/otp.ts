/**
 * One-time codes for the password reset (spec §3 "OTP: six digits as one value; expires_at",
 * §5 OTP, §9 "OTP 6 digits; countdown as minutes:seconds; e-mail masked except last 3 characters").
 * Pure rules both the server and the reset screen use.
 */

/** Digits in a code (spec §9). */
export const OTP_LENGTH = 6;
/** A code lives this long after it is sent (codes expire after 10 minutes). */
export const OTP_TTL_SECONDS = 10 * 60;
/** Wrong tries a code survives; the 5th wrong try kills it (at most 5 tries). */
export const OTP_MAX_ATTEMPTS = 5;
/** The spec's message key for a wrong, expired, used or malformed code (spec §8). */
export const INVALID_OTP_CODE = 'invalid_otp_code';

const VISIBLE_LOCAL_CHARACTERS = 3;

/**
 * `nguyenvana@gmail.com` → `*******ana@gmail.com`: every character of the local part but the last
 * three becomes `*` (spec §9). A local part of three characters or fewer still hides at least its
 * first character, so the screen never shows a whole address.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = at < 0 ? email : email.slice(0, at);
  const domain = at < 0 ? '' : email.slice(at);
  const chars = Array.from(local);
  const visible = Math.min(VISIBLE_LOCAL_CHARACTERS, Math.max(chars.length - 1, 0));
  const hidden = chars.length - visible;
  return '*'.repeat(hidden) + chars.slice(hidden).join('') + domain;
}

/**
 * Seconds left → `m:ss` (`9:05`, `10:00`, `0:00`): minutes unpadded, seconds always two digits
 * (spec §9 "countdown as minutes:seconds"). Negative or fractional input counts as whole seconds
 * left, never below zero.
 */
export function formatCountdown(secondsLeft: number): string {
  const total = Number.isFinite(secondsLeft) ? Math.max(0, Math.ceil(secondsLeft)) : 0;
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** Whole seconds from `now` until `expiresAt` (an ISO date), never below zero. */
export function secondsUntil(expiresAt: string, now: number): number {
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now) / 1000));
}

export type PastedOtp = { ok: true; digits: string[] } | { ok: false; error: typeof INVALID_OTP_CODE };

/**
 * A paste into the code boxes (spec §5: "paste needs exactly 6 characters else alert
 * invalid_otp_code"). Surrounding white space (a copied line break) is ignored; the six
 * characters must be digits, because each box holds one digit.
 */
export function parsePastedOtp(text: string): PastedOtp {
  const trimmed = text.trim();
  if (trimmed.length !== OTP_LENGTH || !/^\d+$/.test(trimmed)) return { ok: false, error: INVALID_OTP_CODE };
  return { ok: true, digits: trimmed.split('') };
}

/** True for a complete code: exactly six digits (spec §5: submit only when all six are filled). */
export function isCompleteOtp(code: string): boolean {
  return code.length === OTP_LENGTH && /^\d+$/.test(code);
}
