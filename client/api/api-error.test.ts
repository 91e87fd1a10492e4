import { describe, expect, it } from 'vitest';
import { ApiError, errorBodyFrom } from './api-error.ts';

describe('errorBodyFrom', () => {
  it('keeps the server error body', () => {
    expect(errorBodyFrom(404, { error: { code: 'not_found', message: 'Category not found' } })).toEqual({
      code: 'not_found',
      message: 'Category not found',
    });
    expect(
      errorBodyFrom(400, { error: { code: 'validation_failed', message: 'Invalid querystring: parent_id', fields: { parent_id: 'field_invalid' } } }),
    ).toEqual({ code: 'validation_failed', message: 'Invalid querystring: parent_id', fields: { parent_id: 'field_invalid' } });
  });

  it('keeps only message keys as field messages: developer text never reaches a form', () => {
    const body = errorBodyFrom(400, {
      error: {
        code: 'validation_failed',
        message: 'Invalid body: content, star',
        fields: { content: 'must NOT have fewer than 10 characters', star: 'field_too_large', email: 'email_required', photo: 42, 'address.city': 'Required!' },
      },
    });
    expect(body.fields).toEqual({ content: 'field_invalid', star: 'field_too_large', email: 'email_required', photo: 'field_invalid', 'address.city': 'field_invalid' });
  });

  it('never lets a code that is not a key through either', () => {
    expect(errorBodyFrom(400, { error: { code: 'Invalid body: content', message: 'x' } }).code).toBe('http_400');
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
