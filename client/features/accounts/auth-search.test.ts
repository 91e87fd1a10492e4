import { describe, expect, it } from 'vitest';
import { validateAuthSearch } from './auth-search.ts';

describe('validateAuthSearch', () => {
  it('keeps return_url and error', () => {
    expect(validateAuthSearch({ return_url: '/carts', error: 'social_failed' })).toEqual({ return_url: '/carts', error: 'social_failed' });
  });

  it('drops empty, non-string and unknown parameters', () => {
    expect(validateAuthSearch({ return_url: '', error: 5, page: '2' })).toEqual({});
    expect(validateAuthSearch({ return_url: ['/a'] })).toEqual({});
  });
});
