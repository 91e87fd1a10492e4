import { describe, expect, it } from 'vitest';
import { readCsrfToken } from './csrf-token.ts';

describe('readCsrfToken', () => {
  it('finds the token among other cookies', () => {
    expect(readCsrfToken('lang=en; csrf_token=abc-123_x; other=1')).toBe('abc-123_x');
  });

  it('is null when the cookie is missing or empty', () => {
    expect(readCsrfToken('lang=vi')).toBeNull();
    expect(readCsrfToken('csrf_token=')).toBeNull();
    expect(readCsrfToken('')).toBeNull();
  });
});
