import { execFileSync, spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { StartFailure } from '../start-failure.ts';
import { ownerArguments } from './leftover-postgres.ts';
import { readPostmasterLock } from './postmaster-lock.ts';

export interface PostgresProcess {
  pid: number;
  /** Fast shutdown (SIGINT), escalating to immediate (SIGQUIT) and SIGKILL if it hangs. */
  stop(): Promise<void>;
}

export interface PostgresProcessOptions {
  postgresBinary: string;
  dataDir: string;
  port: number;
  /** The OS user to run as (root: PostgreSQL refuses to run as root). */
  runAs?: { uid: number; gid: number };
  /** The server's own log lines (dropped when unset; the last ones explain a failed start). */
  log?: (line: string) => void;
}

const READY_LINE = 'database system is ready to accept connections';
const KEPT_LINES = 30;

let setprivSupport: boolean | undefined;

/**
 * Linux's parent-death signal through util-linux `setpriv --pdeathsig`: the kernel sends the
 * server SIGINT (a fast shutdown) the moment the process that started it dies, even by SIGKILL,
 * so a killed shop does not leave its database running. The signal belongs to
 * the thread that spawned the server: start it from the main thread. Elsewhere, or without
 * setpriv, the next start stops the orphan (leftover-postgres.ts).
 */
function parentDeathWrapper(): string[] {
  if (process.platform !== 'linux') return [];
  if (setprivSupport === undefined) {
    try {
      setprivSupport = execFileSync('setpriv', ['--help'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).includes('--pdeathsig');
    } catch {
      setprivSupport = false;
    }
  }
  return setprivSupport ? ['setpriv', '--pdeathsig', 'INT', '--'] : [];
}

/** The lines of a failed start that say why (PostgreSQL prefixes them FATAL, PANIC, ERROR, DETAIL or HINT). */
function explanation(lines: readonly string[]): string {
  const telling = lines.filter((line) => /\b(FATAL|PANIC|ERROR|DETAIL|HINT):/.test(line)).map((line) => line.replace(/^.*?\b(FATAL|PANIC|ERROR|DETAIL|HINT):\s*/, '$1: '));
  return (telling.length > 0 ? telling : lines.slice(-5)).join(' ').replace(/\s+/g, ' ').trim();
}

/**
 * Runs `postgres -D dataDir -p port` and resolves once it accepts connections (its log line, or
 * the status "ready" it writes into postmaster.pid). An early exit rejects with a StartFailure
 * quoting the server's own FATAL/HINT lines, never with an empty reason.
 */
export async function startPostgresProcess(options: PostgresProcessOptions): Promise<PostgresProcess> {
  const [command, ...prefix] = [...parentDeathWrapper(), options.postgresBinary];
  const args = [...prefix, '-D', options.dataDir, '-p', String(options.port), ...ownerArguments(process.pid)];
  const child = spawn(command!, args, {
    ...options.runAs,
    stdio: ['ignore', 'pipe', 'pipe'],
    // The ready line is matched in English.
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  const recent: string[] = [];
  let partial = '';
  const onOutput = (chunk: Buffer) => {
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      recent.push(line);
      if (recent.length > KEPT_LINES) recent.shift();
      options.log?.(line);
    }
  };
  child.stdout.on('data', onOutput);
  child.stderr.on('data', onOutput);

  let exited = false;
  // Without a parent-death signal (not Linux), a process that exits without stop() still asks
  // the server to shut down.
  const stopOnExit = () => {
    if (!exited) child.kill('SIGINT');
  };
  process.on('exit', stopOnExit);
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      process.off('exit', stopOnExit);
      resolve();
    }),
  );
  // All output read (an early exit's reasons may arrive after the exit itself).
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));

  await new Promise<void>((resolve, reject) => {
    let settled = false;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearInterval(poll);
      child.stderr.off('data', watchReady);
      if (error) reject(error);
      else resolve();
    };
    const watchReady = (chunk: Buffer) => {
      if (chunk.toString('utf8').includes(READY_LINE)) settle();
    };
    child.stderr.on('data', watchReady);
    const poll = setInterval(() => {
      const lock = readPostmasterLock(options.dataDir);
      if (lock && lock.pid === child.pid && lock.status === 'ready') settle();
    }, 200);
    child.once('error', (error) => settle(new StartFailure(`could not run PostgreSQL (${options.postgresBinary}): ${error.message}`, { cause: error })));
    child.once('exit', (code, signal) => {
      void Promise.race([closed, sleep(1_000, undefined, { ref: false })]).then(() => {
        if (partial) recent.push(partial);
        const how = signal ? `signal ${signal}` : `code ${code}`;
        settle(new StartFailure(`the embedded PostgreSQL (port ${options.port}, data ${options.dataDir}) exited during start with ${how}: ${explanation(recent) || 'no output'}`));
      });
    });
  });

  return {
    pid: child.pid!,
    async stop() {
      for (const [signal, waitMs] of [['SIGINT', 10_000], ['SIGQUIT', 5_000], ['SIGKILL', 5_000]] as const) {
        if (exited) return;
        child.kill(signal);
        await Promise.race([exit, sleep(waitMs, undefined, { ref: false })]);
      }
    },
  };
}
