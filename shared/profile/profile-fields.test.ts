import { describe, expect, it } from 'vitest';
import {
  PROFILE_FIELD_MAX_LENGTH,
  PROFILE_FIELDS,
  isProfileField,
  joinFieldErrors,
  normalizeProfileValue,
  profileFieldErrors,
  splitFieldErrors,
} from './profile-fields.ts';

describe('normalizeProfileValue', () => {
  it('trims and collapses white space, lowercases e-mail', () => {
    expect(normalizeProfileValue('fullname', '  Nguyễn   Văn\tA ')).toBe('Nguyễn Văn A');
    expect(normalizeProfileValue('email', ' An@Example.COM ')).toBe('an@example.com');
    expect(normalizeProfileValue('company_address', ' 12  Lê Lợi,\n Q.1 ')).toBe('12 Lê Lợi, Q.1');
  });

  it('keeps only digits and a leading + of a typed phone number', () => {
    expect(normalizeProfileValue('phone', '+84 (912) 345-678')).toBe('+84912345678');
    expect(normalizeProfileValue('phone', '0912.345.678')).toBe('0912345678');
    // Letters are kept so the rule can reject them instead of silently dropping them.
    expect(normalizeProfileValue('phone', '09abc')).toBe('09abc');
  });

  it('joins decomposed Vietnamese letters (NFC) so lengths and comparisons agree', () => {
    expect(normalizeProfileValue('fullname', 'Nguye\u0302\u0303n')).toBe('Nguyễn');
  });
});

describe('profileFieldErrors', () => {
  it('requires a full name and an e-mail, lets the company fields and phone be cleared', () => {
    expect(profileFieldErrors('fullname', '')).toEqual(['required']);
    expect(profileFieldErrors('email', '')).toEqual(['required']);
    for (const field of ['phone', 'company', 'taxcode', 'company_address'] as const) {
      expect(profileFieldErrors(field, '')).toEqual([]);
    }
  });

  it('accepts ordinary values', () => {
    expect(profileFieldErrors('fullname', 'Trần Thị Bình')).toEqual([]);
    expect(profileFieldErrors('phone', '0912345678')).toEqual([]);
    expect(profileFieldErrors('phone', '+84912345678')).toEqual([]);
    expect(profileFieldErrors('email', 'binh@example.vn')).toEqual([]);
    expect(profileFieldErrors('taxcode', '0101234567')).toEqual([]);
    expect(profileFieldErrors('taxcode', '0101234567-001')).toEqual([]);
    expect(profileFieldErrors('company', 'Công ty TNHH Linh Kiện & Co.')).toEqual([]);
  });

  it('rejects malformed phone numbers, e-mails and tax codes', () => {
    expect(profileFieldErrors('phone', '09abc')).toEqual(['invalid_phone']);
    expect(profileFieldErrors('phone', '1234567')).toEqual(['invalid_phone']);
    expect(profileFieldErrors('email', 'no-at-sign')).toEqual(['invalid_email']);
    expect(profileFieldErrors('email', 'a@localhost')).toEqual(['invalid_email']);
    expect(profileFieldErrors('taxcode', '12345')).toEqual(['invalid_taxcode']);
  });

  it('reports every rule a value breaks', () => {
    expect(profileFieldErrors('fullname', `<${'a'.repeat(PROFILE_FIELD_MAX_LENGTH.fullname)}>`)).toEqual([
      'too_long',
      'invalid_characters',
    ]);
    expect(profileFieldErrors('phone', '1'.repeat(21))).toEqual(['too_long', 'invalid_phone']);
  });

  it('accepts exactly the maximum length and refuses one more', () => {
    for (const field of ['fullname', 'company', 'company_address'] as const) {
      const max = PROFILE_FIELD_MAX_LENGTH[field];
      expect(profileFieldErrors(field, 'a'.repeat(max))).toEqual([]);
      expect(profileFieldErrors(field, 'a'.repeat(max + 1))).toEqual(['too_long']);
    }
  });
});

describe('field error lists', () => {
  it('round-trip through one string', () => {
    expect(splitFieldErrors(joinFieldErrors(['too_long', 'invalid_phone']))).toEqual(['too_long', 'invalid_phone']);
    expect(splitFieldErrors('')).toEqual([]);
    expect(splitFieldErrors('required')).toEqual(['required']);
  });
});

describe('isProfileField', () => {
  it('knows exactly the editable fields', () => {
    for (const field of PROFILE_FIELDS) expect(isProfileField(field)).toBe(true);
    expect(isProfileField('bonus')).toBe(false);
    expect(isProfileField('is_tax')).toBe(false);
  });
});
