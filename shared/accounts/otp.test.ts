import { describe, expect, test } from 'vitest';
import { formatCountdown, isCompleteOtp, maskEmail, OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_SECONDS, parsePastedOtp, secondsUntil } from './otp.ts';

describe('OTP constants', () => {
  test('six digits, ten minutes, five tries (spec §9)', () => {
    expect(OTP_LENGTH).toBe(6);
    expect(OTP_TTL_SECONDS).toBe(600);
    expect(OTP_MAX_ATTEMPTS).toBe(5);
  });
});

describe('maskEmail', () => {
  test('hides all but the last 3 characters of the local part and keeps the domain', () => {
    expect(maskEmail('nguyenvana@gmail.com')).toBe('*******ana@gmail.com');
    expect(maskEmail('abcd@x.vn')).toBe('*bcd@x.vn');
  });

  test('a short local part still hides its first character', () => {
    expect(maskEmail('abc@x.vn')).toBe('*bc@x.vn');
    expect(maskEmail('ab@x.vn')).toBe('*b@x.vn');
    expect(maskEmail('a@x.vn')).toBe('*@x.vn');
  });

  test('the masked address is as long as the original', () => {
    for (const email of ['nguyenvana@gmail.com', 'a@b.c', 'trần.thị@ví-dụ.vn']) {
      expect(Array.from(maskEmail(email))).toHaveLength(Array.from(email).length);
    }
  });

  test('counts characters, not UTF-16 units', () => {
    expect(maskEmail('trần.thị@ví-dụ.vn')).toBe('*****thị@ví-dụ.vn');
  });
});

describe('formatCountdown', () => {
  test('minutes:seconds with two-digit seconds', () => {
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(599)).toBe('9:59');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
  });

  test('never negative; a part of a second still left counts as a second', () => {
    expect(formatCountdown(-3)).toBe('0:00');
    expect(formatCountdown(0.2)).toBe('0:01');
    expect(formatCountdown(Number.NaN)).toBe('0:00');
  });
});

describe('secondsUntil', () => {
  test('whole seconds to an ISO instant, zero once past or unreadable', () => {
    const now = Date.parse('2026-01-01T00:00:00.000Z');
    expect(secondsUntil('2026-01-01T00:10:00.000Z', now)).toBe(600);
    expect(secondsUntil('2026-01-01T00:00:00.500Z', now)).toBe(1);
    expect(secondsUntil('2025-12-31T23:59:00.000Z', now)).toBe(0);
    expect(secondsUntil('soon', now)).toBe(0);
  });
});

describe('parsePastedOtp', () => {
  test('exactly six digits fill the six boxes', () => {
    expect(parsePastedOtp('012345')).toEqual({ ok: true, digits: ['0', '1', '2', '3', '4', '5'] });
    expect(parsePastedOtp(' 987654\n')).toEqual({ ok: true, digits: ['9', '8', '7', '6', '5', '4'] });
  });

  test('anything else is invalid_otp_code (spec §5)', () => {
    for (const text of ['', '12345', '1234567', '12a456', '12 456', '１２３４５６']) {
      expect(parsePastedOtp(text)).toEqual({ ok: false, error: 'invalid_otp_code' });
    }
  });
});

describe('isCompleteOtp', () => {
  test('only six digits are complete', () => {
    expect(isCompleteOtp('123456')).toBe(true);
    expect(isCompleteOtp('12345')).toBe(false);
    expect(isCompleteOtp('12345a')).toBe(false);
  });
});
