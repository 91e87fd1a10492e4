import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ErrorBody } from '#shared/http/error-body.ts';
import { csrfHeaders } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { CLIENT_LOG_MAX_ROWS, CLIENT_LOG_PER_IP, CLIENT_LOG_RETENTION_DAYS, sweepClientLogs } from './client-log-retention.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
function nextIp(): string {
  ipCounter += 1;
  return `10.19.${ipCounter >> 8}.${ipCounter & 255}`;
}

function postLog(payload: unknown, ip: string, raw?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/logs',
    remoteAddress: ip,
    headers: { ...csrfHeaders(), 'content-type': 'application/json' },
    payload: raw ?? JSON.stringify(payload),
  });
}

async function countLogs(where = 'true', params: unknown[] = []): Promise<number> {
  const rows = await t.orm.em.fork().getConnection().execute<{ count: string }[]>(`select count(*) from client_logs where ${where}`, params);
  return Number(rows[0]?.count);
}

describe('POST /v1/logs', () => {
  test('stores a line the checkout reports', async () => {
    const response = await postLog({ content: 'order failed: 409 price_changed', path: '/checkout' }, nextIp());
    expect(response.statusCode).toBe(201);
    expect(await countLogs('content = ?', ['order failed: 409 price_changed'])).toBe(1);
  });

  test('a body over the cap is refused before it is read into a row (413), content over 4,000 characters with 400', async () => {
    const ip = nextIp();
    const before = await countLogs();
    const huge = await postLog(null, ip, JSON.stringify({ content: 'x'.repeat(200_000) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json<ErrorBody>().error.code).toBe('payload_too_large');
    const long = await postLog({ content: 'x'.repeat(4_001) }, ip);
    expect(long.statusCode).toBe(400);
    expect(long.json<ErrorBody>().error.code).toBe('validation_failed');
    expect(await countLogs()).toBe(before);
  });

  test('one address gets a limited number of lines, then 429 with Retry-After; another address is not affected', async () => {
    const ip = nextIp();
    for (let i = 0; i < CLIENT_LOG_PER_IP.limit; i += 1) expect((await postLog({ content: `line ${i}` }, ip)).statusCode).toBe(201);
    const refused = await postLog({ content: 'one too many' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorBody>().error.code).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countLogs('content = ?', ['one too many'])).toBe(0);
    expect((await postLog({ content: 'from elsewhere' }, nextIp())).statusCode).toBe(201);
  });
});

describe('client log retention', () => {
  test(`lines older than ${CLIENT_LOG_RETENTION_DAYS} days are deleted, and only the newest ${CLIENT_LOG_MAX_ROWS} lines are kept`, async () => {
    const connection = t.orm.em.fork().getConnection();
    await connection.execute(
      `insert into client_logs (content, created_at) values ('old one', now() - interval '${CLIENT_LOG_RETENTION_DAYS + 1} days'), ('recent one', now() - interval '${CLIENT_LOG_RETENTION_DAYS - 1} days')`,
    );
    await sweepClientLogs(t.orm.em.fork(), { maxRows: CLIENT_LOG_MAX_ROWS });
    expect(await countLogs("content = 'old one'")).toBe(0);
    expect(await countLogs("content = 'recent one'")).toBe(1);

    await connection.execute(`insert into client_logs (content, created_at) select 'flood ' || n, now() from generate_series(1, 30) as n`);
    const removed = await sweepClientLogs(t.orm.em.fork(), { maxRows: 10 });
    expect(removed).toBeGreaterThan(0);
    expect(await countLogs()).toBe(10);
    expect(await countLogs("content = 'flood 30'")).toBe(1);
    expect(await countLogs("content = 'flood 20'")).toBe(0);
  });

  test('an app that starts sweeps at once (then every few minutes)', async () => {
    await t.orm.em
      .fork()
      .getConnection()
      .execute(`insert into client_logs (content, created_at) values ('left from last year', now() - interval '400 days')`);
    const second = await buildTestApp({ database: t.db });
    try {
      await expect.poll(() => countLogs("content = 'left from last year'")).toBe(0);
    } finally {
      await second.close();
    }
  });
});
