import { describe, expect, test } from 'vitest';
import { AJAX_MARKER_HEADER, IDEMPOTENCY_KEY_HEADER } from '#shared/http/headers.ts';
import { toRequestInit } from './outbox-request.ts';

describe('toRequestInit', () => {
  test('a JSON body is serialized with its content type', () => {
    const init = toRequestInit({ method: 'PUT', url: '/x', body: { quantity: 2 } }, 'key-1');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"quantity":2}');
    expect(init.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      [IDEMPOTENCY_KEY_HEADER]: 'key-1',
      [AJAX_MARKER_HEADER]: 'XMLHttpRequest',
    });
  });

  test('FormData goes as is, leaving Content-Type to the browser (multipart boundary)', () => {
    const form = new FormData();
    form.append('gerber', new Blob(['G04*']), 'board.zip');
    const init = toRequestInit({ method: 'POST', url: '/x', body: form }, 'key-2');
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  test('no body, no content type; DELETE still carries the key', () => {
    const init = toRequestInit({ method: 'DELETE', url: '/x' }, 'key-3');
    expect(init.body).toBeUndefined();
    expect(init.headers).toEqual({
      Accept: 'application/json',
      [IDEMPOTENCY_KEY_HEADER]: 'key-3',
      [AJAX_MARKER_HEADER]: 'XMLHttpRequest',
    });
  });

  test('mutation headers cannot replace the idempotency key or ajax marker', () => {
    const init = toRequestInit(
      {
        method: 'POST',
        url: '/x',
        headers: { 'Idempotency-Key': 'forged', 'X-Requested-With': 'no', 'X-Locale': 'vi' },
      },
      'key-4',
    );
    // Header names are case-insensitive: a differently written copy must not ride along either.
    expect(init.headers).toEqual({
      Accept: 'application/json',
      [IDEMPOTENCY_KEY_HEADER]: 'key-4',
      [AJAX_MARKER_HEADER]: 'XMLHttpRequest',
      'X-Locale': 'vi',
    });
  });
});
