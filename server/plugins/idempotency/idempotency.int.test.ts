import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { csrfHeaders } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function logCount(content: string): Promise<number> {
  const [row] = await t.orm.em.fork().execute<{ n: string }[]>('select count(*) as n from client_logs where content = ?', [content]);
  return Number(row?.n);
}

function postLog(key: string | undefined, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/logs',
    headers: key ? { ...csrfHeaders(), 'idempotency-key': key } : csrfHeaders(),
    payload: body as Record<string, unknown>,
  });
}

describe('idempotency layer (POST /v1/logs)', () => {
  test('the same key runs once and replays the first response', async () => {
    const key = randomUUID();
    const content = `order failed ${key}`;
    const first = await postLog(key, { content });
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const second = await postLog(key, { content });
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await logCount(content)).toBe(1);
  });

  test('the same key with a different body is a 409 and creates nothing', async () => {
    const key = randomUUID();
    await postLog(key, { content: `a ${key}` });
    const reused = await postLog(key, { content: `b ${key}` });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({ error: { code: 'idempotency_key_reused', message: expect.any(String) } });
    expect(await logCount(`b ${key}`)).toBe(0);
  });

  test('concurrent requests with one key create exactly one row', async () => {
    const key = randomUUID();
    const content = `burst ${key}`;
    const responses = await Promise.all(Array.from({ length: 8 }, () => postLog(key, { content })));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    for (const r of responses.filter((r) => r.statusCode === 409)) {
      expect(r.json().error.code).toBe('idempotency_request_in_progress');
      expect(r.headers['retry-after']).toBe('1');
    }
    expect(await logCount(content)).toBe(1);
  });

  test('without a key every request runs', async () => {
    const content = `no key ${randomUUID()}`;
    await postLog(undefined, { content });
    await postLog(undefined, { content });
    expect(await logCount(content)).toBe(2);
  });

  test('the key and its response are stored in PostgreSQL for replay', async () => {
    const key = randomUUID();
    await postLog(key, { content: `stored ${key}` });
    const [row] = await t.orm.em
      .fork()
      .execute<{ response_status: number; actor: string; request_hash: string }[]>(
        'select response_status, actor, request_hash from idempotency_keys where key = ?',
        [key],
      );
    expect(row).toMatchObject({ response_status: 201, actor: 'anonymous' });
    expect(row?.request_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  test('a validation failure is answered without using the key', async () => {
    const key = randomUUID();
    const bad = await postLog(key, { content: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('content');
    const good = await postLog(key, { content: `after fix ${key}` });
    expect(good.statusCode).toBe(201);
  });

  test('a malformed key is a 400 naming the header', async () => {
    const response = await postLog('short', { content: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'invalid_idempotency_key', fields: { 'Idempotency-Key': expect.any(String) } });
  });
});
