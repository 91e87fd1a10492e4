import { describe, expect, it } from 'vitest';
import { ApiError, errorBodyFrom } from './api-error.ts';

describe('errorBodyFrom', () => {
  it('keeps the server error body', () => {
    expect(errorBodyFrom(404, { error: { code: 'not_found', message: 'Category not found' } })).toEqual({
      code: 'not_found',
      message: 'Category not found',
    });
    expect(
      errorBodyFrom(400, { error: { code: 'validation', message: 'Bad', fields: { parent_id: 'must be integer' } } }),
    ).toEqual({ code: 'validation', message: 'Bad', fields: { parent_id: 'must be integer' } });
  });

  it('invents a code from the status when the body is not an error body', () => {
    expect(errorBodyFrom(502, '<html>')).toEqual({ code: 'http_502', message: 'Request failed (502)' });
    expect(errorBodyFrom(500, { error: 'boom' }).code).toBe('http_500');
    expect(errorBodyFrom(0, null).code).toBe('network_error');
  });
});

describe('ApiError', () => {
  it('exposes status, code and fields, and flags network failures', () => {
    const error = new ApiError('/v1/x', 0, errorBodyFrom(0, null));
    expect(error.isNetworkError).toBe(true);
    expect(error.fields).toEqual({});
    expect(new ApiError('/v1/x', 404, { code: 'not_found', message: 'nope' }).isNetworkError).toBe(false);
  });
});
