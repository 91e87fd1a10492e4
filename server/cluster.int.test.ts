import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { inject } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test/test-database.ts';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** GET on a fresh connection (no keep-alive), so the primary hands each one to the next worker. */
async function getStatus(port: number, path: string): Promise<number> {
  return (await get(port, path)).status;
}

function get(port: number, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false, headers: { connection: 'close', ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.once('error', reject);
    req.setTimeout(3_000, () => req.destroy(new Error(`GET ${path} timed out`)));
    req.end();
  });
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function eventually<T>(what: string, check: () => Promise<T | null> | T | null, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check();
    if (value !== null) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}; the shop said:\n${output.slice(-3000)}`);
}

let db: TestDatabase;
let scratch: string;
let port: number;
let primary: ChildProcess;
let output = '';

/** Worker pids that logged an incoming request for `path` (pino puts the pid on every line). */
function pidsThatAnswered(path: string): Set<number> {
  return new Set(requestsFor(path));
}

/** The worker pid of every logged request for `path`, one entry per request. */
function requestsFor(path: string): number[] {
  const pids: number[] = [];
  for (const line of output.split('\n')) {
    if (!line.startsWith('{') || !line.endsWith('}')) continue;
    const entry = JSON.parse(line) as { pid?: number; msg?: string; req?: { url?: string } };
    if (entry.msg === 'incoming request' && entry.req?.url === path && entry.pid) pids.push(entry.pid);
  }
  return pids;
}

const METRICS_TOKEN = 'cluster-scrape-token';

async function productsInDatabase(): Promise<number> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    return (await client.query<{ count: number }>('select count(*)::int as count from products')).rows[0]!.count;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  db = await createTestDatabase();
  scratch = mkdtempSync(join(tmpdir(), 'shop-cluster-'));
  port = await freePort();
  primary = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      WEB_CONCURRENCY: '2',
      DATABASE_URL: db.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      METRICS_TOKEN,
      DATA_DIR: scratch,
      STORAGE_DIR: inject('testStorageDir'),
      CLIENT_DIR: join(scratch, 'no-client-build'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  primary.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  primary.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await eventually('the shop to say it is ready', () => (/Shop ready at/.test(output) ? true : null), 90_000);
});

afterAll(async () => {
  if (primary.exitCode === null) {
    primary.kill('SIGKILL');
    for (const pid of pidsThatAnswered('/healthz')) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  await db.drop();
  rmSync(scratch, { recursive: true, force: true });
});

describe('WEB_CONCURRENCY=2 (server/cluster.ts)', () => {
  test('GET /metrics, whichever worker answers it, counts the requests of both workers', async () => {
    for (let i = 0; i < 12; i += 1) expect(await getStatus(port, '/v1/health-probe-for-metrics')).toBe(404);
    await eventually('both workers to answer', () => (pidsThatAnswered('/v1/health-probe-for-metrics').size === 2 ? true : null));
    const sent = requestsFor('/v1/health-probe-for-metrics').length;
    // Every scrape lands on either worker; each must report what both answered.
    for (let i = 0; i < 4; i += 1) {
      const scrape = await get(port, '/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
      expect(scrape.status).toBe(200);
      const notFound = scrape.body.split('\n').filter((line) => line.startsWith('http_requests_total{') && line.includes('status_code="404"'));
      const total = notFound.reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
      expect(total, notFound.join('\n')).toBe(sent);
      // The index is held by each worker whole: reported once, not summed.
      const products = scrape.body.split('\n').find((line) => line.startsWith('catalog_index_products '));
      expect(Number(products?.split(' ')[1])).toBe(await productsInDatabase());
    }
  }, 60_000);

  test('two worker processes answer on the one port, a dead worker is replaced, SIGTERM stops them all', async () => {
    expect(output).toMatch(/2 worker processes/);
    for (let i = 0; i < 8; i += 1) expect(await getStatus(port, '/healthz')).toBe(200);
    const first = await eventually('two workers to answer', () => (pidsThatAnswered('/healthz').size >= 2 ? pidsThatAnswered('/healthz') : null));
    expect(first.size).toBe(2);
    expect(first.has(primary.pid!)).toBe(false);

    const [victim, survivor] = [...first] as [number, number];
    process.kill(victim, 'SIGKILL');
    const replacement = await eventually('a replacement worker to answer', async () => {
      await getStatus(port, '/healthz').catch(() => 0);
      const fresh = [...pidsThatAnswered('/healthz')].filter((pid) => !first.has(pid));
      return fresh[0] ?? null;
    });
    expect(output).toContain(`worker ${victim} exited with signal SIGKILL; starting another`);

    const exit = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)));
    primary.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(isAlive(survivor)).toBe(false);
    expect(isAlive(replacement)).toBe(false);
  }, 120_000);
});
