import { describe, expect, it } from 'vitest';
import { emailMessage, loginMessages, newPasswordMessage, normalizeEmail, registrationMessages } from './credentials.ts';

describe('credentials', () => {
  it('normalizes e-mail to trimmed lowercase', () => {
    expect(normalizeEmail('  An.Nguyen@Example.VN ')).toBe('an.nguyen@example.vn');
  });

  it('tells an empty e-mail from a malformed one', () => {
    expect(emailMessage(' ')).toBe('email_required');
    expect(emailMessage('an@example')).toBe('email_invalid');
    expect(emailMessage('an nguyen@example.vn')).toBe('email_invalid');
    expect(emailMessage(`${'a'.repeat(250)}@x.vn`)).toBe('email_invalid');
    expect(emailMessage('an@example.vn')).toBeNull();
  });

  it('requires 8 to 128 characters for a new password', () => {
    expect(newPasswordMessage('')).toBe('password_required');
    expect(newPasswordMessage('1234567')).toBe('password_too_short');
    expect(newPasswordMessage('12345678')).toBeNull();
    expect(newPasswordMessage('x'.repeat(129))).toBe('password_too_long');
  });

  it('checks only presence at login, so a short wrong password looks like any wrong password', () => {
    expect(loginMessages({ email: 'an@example.vn', password: 'x' })).toEqual({});
    expect(loginMessages({ email: '', password: '' })).toEqual({ email: 'email_required', password: 'password_required' });
  });

  it('names every bad registration field', () => {
    expect(registrationMessages({ fullname: ' ', email: 'bad', password: 'short', password_confirmation: '' })).toEqual({
      fullname: 'fullname_required',
      email: 'email_invalid',
      password: 'password_too_short',
    });
    expect(
      registrationMessages({ fullname: 'An', email: 'an@example.vn', password: 'longenough', password_confirmation: 'different' }),
    ).toEqual({ password_confirmation: 'password_confirmation_mismatch' });
  });
});
