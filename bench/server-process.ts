import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ServerProcess {
  url: string;
  /** Milliseconds from spawn until /healthz answered 200. */
  readyAfterMs: number;
  stop(): Promise<void>;
}

const MAIN = fileURLToPath(new URL('../server/main.ts', import.meta.url));

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server not ready after ${timeoutMs} ms`);
}

/**
 * Runs the shop in its own process (as `npm start` does after the build), so the load generator
 * in this process does not steal the server's event loop.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const started = performance.now();
  const child = spawn(process.execPath, [MAIN], { env: { ...process.env, LOG_LEVEL: 'silent', ...env }, stdio: 'ignore' });
  const url = `http://127.0.0.1:${env.PORT}`;
  await waitForHealth(url, child, 120_000);
  return {
    url,
    readyAfterMs: performance.now() - started,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
