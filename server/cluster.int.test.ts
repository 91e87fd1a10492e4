import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
function getStatus(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false, headers: { connection: 'close' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
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
  const pids = new Set<number>();
  for (const line of output.split('\n')) {
    if (!line.startsWith('{') || !line.endsWith('}')) continue;
    const entry = JSON.parse(line) as { pid?: number; msg?: string; req?: { url?: string } };
    if (entry.msg === 'incoming request' && entry.req?.url === path && entry.pid) pids.add(entry.pid);
  }
  return pids;
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
