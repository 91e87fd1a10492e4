import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A program the test started (PgBouncer, HAProxy, a shop process) in its own process group. */
export interface OutsideProcess {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  /** SIGTERM to its group, SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

/** Debian installs daemons (pgbouncer, haproxy) in /usr/sbin, which a non-root PATH may lack. */
export function sbin(name: string): string {
  return existsSync(`/usr/sbin/${name}`) ? `/usr/sbin/${name}` : name;
}

export function startProcess(command: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env): OutsideProcess {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let printed = '';
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // already gone
    }
  };
  return {
    child,
    output: () => printed,
    exited,
    async stop(graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      signal('SIGTERM');
      if (!(await Promise.race([exited.then(() => true), sleep(graceMs, false)]))) signal('SIGKILL');
      await exited;
    },
  };
}

/**
 * Runs one of the repository's scripts (`scripts/migrate.ts`, a path from the repository root) to
 * its end with `env` over this process's environment: its exit code and everything it printed.
 */
export async function runScript(script: string, args: readonly string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const run = startProcess(process.execPath, [join(ROOT, script), ...args], { ...process.env, ...env });
  // 'close': after the exit and the last of its output.
  const [code] = (await once(run.child, 'close')) as [number | null];
  return { code, output: run.output() };
}

/** Resolves once something accepts TCP connections on `port`; throws when `process` exits first or time runs out. */
export async function waitForPort(port: number, process: OutsideProcess, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (process.child.exitCode !== null) throw new Error(`exited before listening on ${port}:\n${process.output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await sleep(100);
  }
  throw new Error(`nothing listened on ${port} within ${timeoutMs} ms:\n${process.output()}`);
}
