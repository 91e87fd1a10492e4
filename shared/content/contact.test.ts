import { describe, expect, test } from 'vitest';
import { contactFieldErrors, normalizedContact } from './contact.ts';

const valid = { name: 'Trần Minh', email: 'minh@example.com', subject: 'Báo giá PCBA', message: 'Tôi cần lắp ráp 200 bo mạch.' };

describe('contactFieldErrors (the /lien-he form rule)', () => {
  test('a complete message has no errors; e-mail or phone is enough', () => {
    expect(contactFieldErrors(valid)).toEqual({});
    expect(contactFieldErrors({ ...valid, email: '', phone: '0903 123 456' })).toEqual({});
    expect(contactFieldErrors({ ...valid, email: undefined, phone: '+84 903-123-456' })).toEqual({});
  });

  test('neither e-mail nor phone marks both', () => {
    expect(contactFieldErrors({ ...valid, email: '  ', phone: '' })).toEqual({ email: 'contact_reach_required', phone: 'contact_reach_required' });
  });

  test('bad e-mail, bad phone, short and long texts each get their key', () => {
    expect(contactFieldErrors({ name: ' A ', email: 'x@y', phone: '12ab', subject: '', message: 'ngắn' })).toEqual({
      name: 'field_too_short',
      email: 'email_invalid',
      phone: 'phone_invalid',
      subject: 'field_required',
      message: 'field_too_short',
    });
    expect(contactFieldErrors({ ...valid, phone: '1234567' }).phone).toBe('phone_invalid');
    expect(contactFieldErrors({ ...valid, message: 'x'.repeat(5001) }).message).toBe('field_too_long');
  });

  test('values are trimmed, the e-mail lowercased, blanks absent', () => {
    expect(normalizedContact({ ...valid, name: '  Trần Minh ', email: ' Minh@Example.COM ', phone: ' ' })).toEqual({
      name: 'Trần Minh',
      email: 'minh@example.com',
      phone: null,
      subject: 'Báo giá PCBA',
      message: 'Tôi cần lắp ráp 200 bo mạch.',
    });
  });
});
