import { describe, expect, test } from 'vitest';
import { NonRetriableError, RetriableError } from './outbox-errors.ts';
import { classifyResponse, readErrorBody, readJsonBody } from './outbox-response.ts';

describe('classifyResponse', () => {
  test.each([200, 201, 204])('%i completes the entry', (status) => {
    expect(classifyResponse(status, { id: 1 })).toEqual({ kind: 'success', body: { id: 1 } });
  });

  test.each([400, 401, 403, 404, 405, 409, 410, 413, 415, 422, 451])(
    '%i can never succeed',
    (status) => {
      const outcome = classifyResponse(status, null);
      expect(outcome.kind).toBe('reject');
      if (outcome.kind === 'reject') expect(outcome.error).toBeInstanceOf(NonRetriableError);
    },
  );

  test.each([408, 425, 429, 500, 502, 503, 504])('%i may succeed later', (status) => {
    const outcome = classifyResponse(status, null);
    expect(outcome.kind).toBe('retry');
    if (outcome.kind === 'retry') expect(outcome.error).toBeInstanceOf(RetriableError);
  });

  test('409 is retried only while the original request is in progress', () => {
    const inProgress = { error: { code: 'idempotency_request_in_progress', message: 'Wait' } };
    const mismatch = { error: { code: 'idempotency_key_reused', message: 'Different body' } };
    expect(classifyResponse(409, inProgress).kind).toBe('retry');
    expect(classifyResponse(409, mismatch).kind).toBe('reject');
  });

  test('the error message, then the code, then the status becomes the error text', () => {
    const withMessage = classifyResponse(422, {
      error: { code: 'bad_qty', message: 'Số lượng sai' },
    });
    const withCode = classifyResponse(422, { error: { code: 'bad_qty' } });
    const bare = classifyResponse(422, 'not json');
    expect(withMessage.kind !== 'success' && withMessage.error).toMatchObject({
      message: 'Số lượng sai',
      code: 'bad_qty',
      status: 422,
    });
    expect(withCode.kind !== 'success' && withCode.error.message).toBe('bad_qty');
    expect(bare.kind !== 'success' && bare.error.message).toBe('HTTP 422');
  });
});

describe('reading bodies', () => {
  test('JSON is parsed; empty and non-JSON bodies read as null', async () => {
    expect(await readJsonBody(new Response('{"a":1}'))).toEqual({ a: 1 });
    expect(await readJsonBody(new Response(null, { status: 204 }))).toBeNull();
    expect(await readJsonBody(new Response('<html>Bad gateway</html>'))).toBeNull();
  });

  test('only string code and message are taken from an error body', () => {
    expect(readErrorBody({ error: { code: 7, message: 'x' } })).toEqual({ message: 'x' });
    expect(readErrorBody({ error: 'nope' })).toEqual({});
    expect(readErrorBody(null)).toEqual({});
  });
});
