import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { readPostmasterLock } from '../db/postmaster-lock.ts';
import { isRunning, processFacts } from '../db/process-facts.ts';
import { startProcess, type OutsideProcess } from './outside-process.ts';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

/** A TCP port nothing listens on right now (the system picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The shop's server (server/main.ts, what `npm start` runs after the build) in a child process. */
export interface ShopProcess extends OutsideProcess {
  url: string;
}

export function spawnShop(env: Record<string, string>): ShopProcess {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env };
  for (const name of ['DATABASE_URL', 'WEB_CONCURRENCY']) if (!(name in env)) delete childEnv[name];
  // Its own process group, so a failed test can take down whatever it started.
  return { ...startProcess(process.execPath, [MAIN], childEnv), url: `http://127.0.0.1:${env.PORT}` };
}

/** Milliseconds until GET /healthz answers 200; throws when the process exits first or time runs out. */
export async function waitUntilHealthy(shop: ShopProcess, timeoutMs: number): Promise<number> {
  const started = performance.now();
  let exited = false;
  void shop.exited.then(() => (exited = true));
  while (performance.now() - started < timeoutMs) {
    if (exited) throw new Error(`the server exited before it was ready:\n${shop.output()}`);
    try {
      if ((await fetch(`${shop.url}/healthz`, { signal: AbortSignal.timeout(2_000) })).ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`the server was not ready after ${timeoutMs} ms:\n${shop.output()}`);
}

/**
 * Stops what a test started, even after a failure: the server gently (SIGTERM, as Ctrl-C), then
 * its whole process group, then any PostgreSQL still holding `dataDir`.
 */
export async function stopShop(shop: ShopProcess | null, dataDir: string | null): Promise<void> {
  if (shop && shop.child.exitCode === null && shop.child.signalCode === null) {
    shop.child.kill('SIGTERM');
    const stopped = await Promise.race([shop.exited.then(() => true), sleep(20_000, false)]);
    if (!stopped) {
      try {
        process.kill(-shop.child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
  if (dataDir) await stopPostgresIn(dataDir);
}

/** Fast shutdown of a PostgreSQL left in `dataDir`, SIGKILL if it does not stop within 15 s. */
export async function stopPostgresIn(dataDir: string): Promise<void> {
  const lock = readPostmasterLock(dataDir);
  if (!lock || !/postgres/.test(processFacts(lock.pid)?.command ?? '')) return;
  for (const [signal, waitMs] of [['SIGINT', 15_000], ['SIGKILL', 5_000]] as const) {
    try {
      process.kill(lock.pid, signal);
    } catch {
      return;
    }
    const deadline = Date.now() + waitMs;
    while (isRunning(lock.pid) && Date.now() < deadline) await sleep(100);
    if (!isRunning(lock.pid)) return;
  }
}
