import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { loadConfig } from '../config.ts';
import type { ObservabilityConfig } from './observability-config.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

// Shedding off unless a test turns it on (as in every test app).
const defaults: ObservabilityConfig = { ...loadConfig({}).observability, maxEventLoopDelayMs: 0 };
const withObservability = (settings: Partial<ObservabilityConfig>) => buildTestApp({ database: db, config: { observability: { ...defaults, ...settings } } });

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** One sample's value from a Prometheus text exposition, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(\{([^}]*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[3] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((pair) => [pair[1], pair[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[4]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withObservability({ metricsToken: 'scrape-secret-1' });
  });
  afterAll(() => t.close());

  test('answers only the metrics token', async () => {
    expect((await t.app.inject('/metrics')).statusCode).toBe(401);
    const wrong = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer scrape-secret-2' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
  });

  test('counts requests per route template with latency, and reports the pool, the index, the queue and the process', async () => {
    const [category] = await t.orm.em.fork().execute<{ id: number }[]>('select id from categories where level = 3 order by id limit 1');
    for (let i = 0; i < 3; i++) expect((await t.app.inject(`/v1/products?category_id=${category!.id}&page=${i + 1}`)).statusCode).toBe(200);
    expect((await t.app.inject('/v1/nothing-here')).statusCode).toBe(404);
    // A stock change is patched into the index, not rebuilt.
    const [product] = await t.orm.em.fork().execute<{ id: number }[]>('select id from products where inventory > 0 order by id limit 1');
    await t.orm.em.fork().execute('update products set inventory = inventory + 5 where id = ?', [product!.id]);
    const deadline = Date.now() + 2_000;
    while (t.app.catalogSearch.patchCount === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    // A job in pg-boss's table, written by pg-boss itself.
    const boss = new PgBoss({ connectionString: db.url, schema: 'pgboss', max: 1 });
    await boss.start();
    await boss.createQueue('metrics-probe');
    await boss.send('metrics-probe', { n: 1 });
    await boss.stop({ graceful: false });

    const response = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer scrape-secret-1' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/v1/products', status_code: '200' })).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/v1/products', status_code: '200' })).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_bucket', { route: '/v1/products', le: '+Inf' })).toBe(3);
    expect(sample(text, 'http_requests_total', { route: 'unmatched', status_code: '404' })).toBe(1);
    expect(sample(text, 'db_pool_connections')).toBeGreaterThan(0);
    expect(sample(text, 'db_pool_max_connections')).toBe(4);
    expect(sample(text, 'catalog_index_products')).toBe(t.app.catalogSearch.productCount);
    expect(sample(text, 'catalog_index_build_seconds_count')).toBe(1);
    expect(sample(text, 'catalog_index_patched_products_total')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'catalog_index_patch_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'job_queue_jobs', { queue: 'metrics-probe', state: 'created' })).toBe(1);
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  test('is served on a port of its own with METRICS_PORT', async () => {
    const port = await freePort();
    const separate = await withObservability({ metricsPort: port });
    try {
      // Without a token the shop's own port does not serve it.
      expect((await separate.app.inject('/metrics')).statusCode).toBe(404);
      const response = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(response.status).toBe(200);
      expect(sample(await response.text(), 'catalog_index_products')).toBe(separate.app.catalogSearch.productCount);
      expect((await fetch(`http://127.0.0.1:${port}/v1/get-footer`)).status).toBe(404);
    } finally {
      await separate.close();
    }
  });
});

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}

/** OTLP/JSON ids are hex; accept base64 as well (the protobuf JSON mapping). */
const hex = (id: string | undefined) => (!id ? '' : /^[0-9a-f]+$/.test(id) ? id : Buffer.from(id, 'base64').toString('hex'));

/** A local OTLP/HTTP receiver: collects every span POSTed to /v1/traces as JSON. */
async function startOtlpReceiver(): Promise<{ url: string; spans: OtlpSpan[]; close(): Promise<void> }> {
  const spans: OtlpSpan[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces' && request.headers['content-type']?.includes('json')) {
        const body = JSON.parse(Buffer.concat(chunks).toString()) as { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] };
        for (const resource of body.resourceSpans) for (const scope of resource.scopeSpans) for (const span of scope.spans) spans.push({ ...span, traceId: hex(span.traceId), spanId: hex(span.spanId), parentSpanId: hex(span.parentSpanId) });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      } else {
        response.writeHead(415).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, spans, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('OpenTelemetry traces', () => {
  test('a request is a server span continuing the caller trace, with its PostgreSQL queries as child spans, sent over OTLP/HTTP', async () => {
    const receiver = await startOtlpReceiver();
    const t = await withObservability({ otlpEndpoint: receiver.url, serviceName: 'shop-under-test' });
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const callerSpan = '00f067aa0ba902b7';
    try {
      const [category] = await t.orm.em.fork().execute<{ id: number }[]>('select id from categories where level = 3 order by id limit 1');
      const response = await t.app.inject({ url: `/v1/products?category_id=${category!.id}`, headers: { traceparent: `00-${traceId}-${callerSpan}-01` } });
      expect(response.statusCode).toBe(200);
    } finally {
      await t.close(); // flushes the batch
    }
    await receiver.close();
    const server = receiver.spans.find((span) => span.name === 'GET /v1/products');
    expect(server).toMatchObject({ traceId, parentSpanId: callerSpan, kind: 2 });
    expect(server!.attributes).toContainEqual({ key: 'http.route', value: { stringValue: '/v1/products' } });
    const queries = receiver.spans.filter((span) => span.name === 'pg.query' && span.parentSpanId === server!.spanId);
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.every((span) => span.traceId === traceId && span.kind === 3)).toBe(true);
    expect(queries.some((span) => span.attributes.some((a) => a.key === 'db.query.text' && /from\s+"?products/i.test(a.value.stringValue ?? '')))).toBe(true);
  });

  test('nothing is traced or sent without an endpoint', async () => {
    const receiver = await startOtlpReceiver();
    const t = await withObservability({});
    try {
      expect((await t.app.inject('/v1/get-footer')).statusCode).toBe(200);
    } finally {
      await t.close();
      await receiver.close();
    }
    expect(receiver.spans).toEqual([]);
  });
});

describe('load shedding', () => {
  test('a saturated event loop gets 503 server_busy with Retry-After and the error body; probes still answer; it recovers', async () => {
    const t = await withObservability({ maxEventLoopDelayMs: 50, sampleMs: 200, retryAfterSeconds: 7 });
    try {
      expect((await t.app.inject('/v1/get-footer')).statusCode).toBe(200);
      // Saturate: 150 ms of CPU at a time for a second, with barely a turn in between.
      const until = Date.now() + 1_000;
      while (Date.now() < until) {
        const busyUntil = Date.now() + 150;
        while (Date.now() < busyUntil);
        await new Promise((resolve) => setImmediate(resolve));
      }
      const shed = await t.app.inject('/v1/get-footer');
      const probe = await t.app.inject('/healthz');
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('7');
      expect(shed.json()).toEqual({ error: { code: 'server_busy', message: expect.any(String) } });
      expect(probe.statusCode).toBe(200);
      // A few quiet samples later it serves again.
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect((await t.app.inject('/v1/get-footer')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('GET /readyz', () => {
  test('is ready with the database reachable, every migration applied and the index built; a missing migration makes it unavailable', async () => {
    const t = await withObservability({});
    try {
      const ready = await t.app.inject('/readyz');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', database: 'ok', migrations: 'ok', index: 'ok', products: t.app.catalogSearch.productCount });
      const [last] = await t.orm.em.fork().execute<{ id: number; name: string }[]>('select id, name from mikro_orm_migrations order by id desc limit 1');
      await t.orm.em.fork().execute('delete from mikro_orm_migrations where id = ?', [last!.id]);
      try {
        const pending = await t.app.inject('/readyz');
        expect(pending.statusCode).toBe(503);
        expect(pending.json()).toMatchObject({ status: 'unavailable', migrations: 'pending' });
      } finally {
        await t.orm.em.fork().execute('insert into mikro_orm_migrations (id, name, executed_at) values (?, ?, now())', [last!.id, last!.name]);
      }
    } finally {
      await t.close();
    }
  });
});
