import { describe, expect, it } from 'vitest';
import { firstInvalidField } from './first-invalid-field.ts';

describe('firstInvalidField', () => {
  it('follows the form order, not the order of the answer', () => {
    const error = { fields: { password: 'password_required', email: 'email_invalid' } };
    expect(firstInvalidField(['email', 'password'], error)).toBe('email');
    expect(firstInvalidField(['email', 'password'], null)).toBeNull();
    expect(firstInvalidField(['fullname'], error)).toBeNull();
  });
});
