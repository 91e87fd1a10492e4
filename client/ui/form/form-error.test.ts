import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { formErrorOf, localFormError } from './form-error.ts';

describe('formErrorOf', () => {
  it('keeps the code and the per-field keys of a refused sign-in', () => {
    const error = new ApiError('/login', 401, {
      code: 'invalid_credentials',
      message: 'E-mail or password is incorrect',
      fields: { password: 'invalid_credentials' },
    });
    expect(formErrorOf(error)).toEqual({ code: 'invalid_credentials', fields: { password: 'invalid_credentials' }, retryAfterSeconds: null });
  });

  it('reads the wait of a 429 from its message', () => {
    const error = new ApiError('/login', 429, { code: 'too_many_requests', message: 'Too many attempts, try again in 42 s' });
    expect(formErrorOf(error).retryAfterSeconds).toBe(42);
  });

  it('prefers a wait the error carries itself', () => {
    const error = Object.assign(new ApiError('/login', 429, { code: 'too_many_requests', message: 'Slow down' }), { retryAfterSeconds: 90 });
    expect(formErrorOf(error).retryAfterSeconds).toBe(90);
  });

  it('knows no wait when a 429 does not say, and none for other statuses', () => {
    expect(formErrorOf(new ApiError('/login', 429, { code: 'too_many_requests', message: 'Slow down' })).retryAfterSeconds).toBeNull();
    expect(formErrorOf(new ApiError('/login', 400, { code: 'x', message: 'try again in 5 s' })).retryAfterSeconds).toBeNull();
  });

  it('names network failures and anything unexpected', () => {
    expect(formErrorOf(new ApiError('/login', 0, { code: 'network_error', message: 'x' })).code).toBe('network_error');
    expect(formErrorOf(new TypeError('boom'))).toEqual({ code: 'unexpected_error', fields: {}, retryAfterSeconds: null });
  });
});

describe('localFormError', () => {
  it('is null when every field is fine', () => {
    expect(localFormError({})).toBeNull();
    expect(localFormError({ email: undefined })).toBeNull();
  });

  it('collects the messages that are present', () => {
    expect(localFormError({ email: 'email_required', password: undefined })).toEqual({
      code: 'validation_failed',
      fields: { email: 'email_required' },
      retryAfterSeconds: null,
    });
  });
});
