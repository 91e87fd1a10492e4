import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { csrfHeaders } from './auth.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

let db: TestDatabase;
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  db = await createTestDatabase();
  first = await buildTestApp({ database: db });
  second = await buildTestApp({ database: db });
});
afterAll(async () => {
  await first.close();
  await second.close();
  await db.drop();
});

describe('two app instances on one database (ARCHITECTURE "Scale path")', () => {
  test('an idempotency key used on one instance replays on the other', async () => {
    const key = randomUUID();
    const payload = { content: `stateless ${key}` };
    const a = await first.app.inject({ method: 'POST', url: '/v1/logs', headers: { ...csrfHeaders(), 'idempotency-key': key }, payload });
    const b = await second.app.inject({ method: 'POST', url: '/v1/logs', headers: { ...csrfHeaders(), 'idempotency-key': key }, payload });
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(b.json()).toEqual(a.json());
    const [row] = await first.orm.em.fork().execute<{ n: string }[]>('select count(*) as n from client_logs where content = ?', [payload.content]);
    expect(Number(row?.n)).toBe(1);
  });

  test('a write through one instance is read through the other', async () => {
    const em = first.orm.em.fork();
    await em.execute("update settings set value = '25500' where key = 'exchange_rate'");
    const footer = (await second.app.inject('/v1/get-footer')).json<{ basics: { key: string; value: string }[] }>();
    expect(footer.basics.find((b) => b.key === 'exchange_rate')?.value).toBe('25500');
  });

  test('an image rendered by one instance is served by the other from the shared stores', async () => {
    const [row] = await first.orm.em.fork().execute<{ image_id: number }[]>('select image_id from categories where image_id is not null limit 1');
    const a = await first.app.inject(`/upload/large/${row!.image_id}.jpg`);
    const b = await second.app.inject(`/upload/large/${row!.image_id}.jpg`);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.headers.etag).toBe(a.headers.etag);
  });
});
