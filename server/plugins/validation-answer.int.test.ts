import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SCHEMA_FIELD_KEYS } from '#shared/http/field-keys.ts';
import type { ErrorBody } from '#shared/http/error-body.ts';
import { csrfHeaders } from '../test/auth.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the validation answer', () => {
  test('a schema failure is validation_failed with one message key per field, never ajv text', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/logs',
      headers: { ...csrfHeaders(), 'content-type': 'application/json' },
      payload: JSON.stringify({ content: '', path: 'x'.repeat(600) }),
    });
    expect(response.statusCode).toBe(400);
    const error = response.json<ErrorBody>().error;
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toEqual({ content: 'field_too_short', path: 'field_too_long' });
  });

  test('missing, mistyped and out-of-range inputs in query and body get the same keys', async () => {
    const query = await t.app.inject({ url: '/v1/get-category-show?parent_id=abc&level=9' });
    expect(query.json<ErrorBody>().error).toMatchObject({ code: 'validation_failed', fields: { parent_id: 'field_invalid', level: 'field_too_large' } });
    const missing = await t.app.inject({ url: '/v1/get-category-show' });
    expect(missing.json<ErrorBody>().error).toMatchObject({ code: 'validation_failed', fields: { parent_id: 'field_required' } });
    const body = await t.app.inject({
      method: 'POST',
      url: '/v1/carts',
      headers: { ...csrfHeaders(), 'content-type': 'application/json' },
      payload: JSON.stringify({ product_id: 0, quantity: 'Infinity' }),
    });
    const fields = body.json<ErrorBody>().error.fields ?? {};
    expect(fields).toEqual({ product_id: 'field_too_small', quantity: 'field_too_large' });
    for (const key of Object.values(fields)) expect(SCHEMA_FIELD_KEYS).toContain(key);
  });
});
