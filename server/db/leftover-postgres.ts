import { realpathSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { StartFailure } from '../start-failure.ts';
import { readPostmasterLock, removeStaleLock, type PostmasterLock } from './postmaster-lock.ts';
import { isRunning, processesWorkingIn, processFacts, type ProcessFacts } from './process-facts.ts';

/**
 * A custom setting the shop passes on the server's command line, `-c embedded_shop.owner_pid=N`:
 * which process started it. PostgreSQL accepts any dotted name as a placeholder setting, and the
 * command line stays visible in /proc (or `ps`) for the server's whole life.
 */
const OWNER_SETTING = 'embedded_shop.owner_pid';

export const ownerArguments = (pid: number): string[] => ['-c', `${OWNER_SETTING}=${pid}`];

function recordedOwner(postmaster: ProcessFacts): number | null {
  const match = new RegExp(`${OWNER_SETTING.replace('.', '\\.')}=(\\d+)`).exec(postmaster.command);
  return match ? Number(match[1]) : null;
}

/**
 * The live process that runs this server, or null for an orphan. A server the shop started names
 * its owner, who is its parent while alive (when the owner dies the system adopts the server, so
 * the parent changes). One started otherwise (by hand, by an older version) belongs to its
 * parent unless the system adopted it.
 */
function liveOwner(postmaster: ProcessFacts): number | null {
  const owner = recordedOwner(postmaster);
  if (owner !== null) return postmaster.ppid === owner && isRunning(owner) ? owner : null;
  return postmaster.ppid > 1 && isRunning(postmaster.ppid) ? postmaster.ppid : null;
}

/** The processes of the server in `dir`: all that work in the folder, or (without /proc) the lock's pid when it runs PostgreSQL on it. */
function serverProcesses(dir: string, dataDir: string, lock: PostmasterLock | null): ProcessFacts[] {
  const inFolder = processesWorkingIn(dir);
  if (inFolder) return inFolder;
  const holder = lock ? processFacts(lock.pid) : null;
  return holder && /postgres/.test(holder.command) && (holder.command.includes(dir) || holder.command.includes(dataDir)) ? [holder] : [];
}

async function waitUntil(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() >= deadline) return false;
    await sleep(100);
  }
  return true;
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

/**
 * PostgreSQL's own shutdown modes, mildest first (PostgreSQL docs "Shutting Down the Server"):
 * fast (SIGINT: roll back open transactions, write a checkpoint), then immediate (SIGQUIT: quit
 * at once, recovered from the WAL at the next start), then SIGKILL for whatever is left.
 */
const SHUTDOWN_STEPS: { signal: NodeJS.Signals; name: string; waitMs: number }[] = [
  { signal: 'SIGINT', name: 'a fast shutdown', waitMs: 15_000 },
  { signal: 'SIGQUIT', name: 'an immediate shutdown', waitMs: 5_000 },
  { signal: 'SIGKILL', name: 'SIGKILL', waitMs: 5_000 },
];

async function shutDown(postmaster: ProcessFacts, remaining: () => ProcessFacts[]): Promise<string> {
  for (const step of SHUTDOWN_STEPS) {
    const targets = step.signal === 'SIGKILL' ? remaining() : [postmaster];
    for (const target of targets) signal(target.pid, step.signal);
    if (await waitUntil(() => remaining().length === 0, step.waitMs)) return step.name;
  }
  const left = remaining().map((facts) => facts.pid);
  throw new StartFailure(`PostgreSQL processes ${left.join(', ')} left by an earlier start do not stop; stop them and start again`);
}

/**
 * Makes the data folder free for a new server after a crash. A shop process
 * killed with `kill -9` cannot stop its database, which then keeps the folder (and the port); a
 * reboot or a container restart leaves a `postmaster.pid` naming a pid that is gone or, worse,
 * now belongs to another program, which PostgreSQL takes for a running server and refuses to
 * start. So, before starting:
 * - a server of this folder with no live owner is stopped (fast shutdown, escalating), and the
 *   start goes on; one whose owner still runs is left alone and the start fails saying so;
 * - a lock file whose pid runs no server of this folder is removed.
 * Answers one line saying what was found and done, or null when the folder was free.
 */
export async function clearLeftoverPostgres(dataDir: string): Promise<string | null> {
  if (process.platform === 'win32') return null;
  const dir = realpathSync(dataDir);
  const lock = readPostmasterLock(dir);
  const processes = () => serverProcesses(dir, dataDir, lock);
  const found = processes();

  if (found.length === 0) {
    if (!lock) return null;
    const holder = processFacts(lock.pid);
    if (holder && holder.cwd === null && /postgres/.test(holder.command)) {
      // Without /proc access to it (another user's process) it may well be this folder's server.
      throw new StartFailure(`${dataDir} is locked by PostgreSQL process ${lock.pid}, which this user cannot inspect: stop it, or remove postmaster.pid if it serves another folder`);
    }
    const pidNow = holder ? 'now belongs to another program' : 'is no longer running';
    removeStaleLock(dir, lock);
    return `removed a stale postmaster.pid left by an earlier start that did not stop its database (pid ${lock.pid} ${pidNow})`;
  }

  const postmaster = found.find((facts) => facts.pid === lock?.pid) ?? found.find((facts) => !found.some((other) => other.pid === facts.ppid)) ?? found[0]!;
  const owner = liveOwner(postmaster);
  if (owner !== null) {
    throw new StartFailure(
      `the database folder ${dataDir} is in use by PostgreSQL (pid ${postmaster.pid}), run by process ${owner}: stop that shop first, or set DATA_DIR to another folder`,
    );
  }
  const started = Date.now();
  const wasStopping = lock?.status === 'stopping';
  const how = await shutDown(postmaster, processes);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (wasStopping) return `waited ${seconds} s for the database an earlier start left shutting down (pid ${postmaster.pid})`;
  return `stopped the database an earlier start left running without its shop process (pid ${postmaster.pid}), with ${how} in ${seconds} s`;
}
