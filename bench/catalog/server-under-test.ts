import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../server/main.ts', import.meta.url));

export interface ServerUnderTest {
  url: string;
  pid: number;
  /** Seconds from spawn until /healthz answered 200 (migrations, startup indexes and all). */
  readySeconds: number;
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number, logFile: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}; see ${logFile}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server not healthy after ${timeoutMs / 1000} s; see ${logFile}`);
}

/**
 * Starts the production server (`server/main.ts`, as `npm start` runs it) in its own process on
 * an existing database, so the load generator does not share its event loop. Its output goes to
 * `logFile`. Startup may build in-memory indexes, so the wait for /healthz is long.
 */
export async function startServerUnderTest(options: {
  port: number;
  databaseUrl: string;
  storageDir: string;
  dataDir: string;
  logFile: string;
  /** WEB_CONCURRENCY: HTTP worker processes (the server's own default when left out). */
  workers?: number;
  timeoutMs?: number;
}): Promise<ServerUnderTest> {
  const url = `http://127.0.0.1:${options.port}`;
  // Something else answering on the port (another run, an e2e server) would be measured instead,
  // with "ready" in a fraction of a second: refuse rather than report its figures.
  if (await answers(url)) throw new Error(`port ${options.port} is already in use; pass --port with a free one`);
  mkdirSync(dirname(options.logFile), { recursive: true });
  const log = openSync(options.logFile, 'w');
  const started = performance.now();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      SEED_DEMO: 'false',
      DATA_DIR: options.dataDir,
      STORAGE_DIR: options.storageDir,
      CLIENT_DIR: `${options.dataDir}/no-client-build`,
      // All load comes from one address: per-IP limits (the BOM match's 60 a minute) would answer 429.
      RATE_LIMIT_SCALE: '1000000',
      ...(options.workers ? { WEB_CONCURRENCY: String(options.workers) } : {}),
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  try {
    await waitForHealth(url, child, options.timeoutMs ?? 600_000, options.logFile);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    url,
    pid: child.pid ?? 0,
    readySeconds: (performance.now() - started) / 1000,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
