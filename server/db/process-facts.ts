import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** What the operating system says about a running process. */
export interface ProcessFacts {
  pid: number;
  ppid: number;
  /** The command line, arguments joined by spaces. */
  command: string;
  /** Its working directory; null where it cannot be read (not Linux, or another user's process). */
  cwd: string | null;
}

const onLinux = process.platform === 'linux';

function linuxFacts(pid: number): ProcessFacts | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so read after the last ')'.
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // A zombie has ended; it only waits for its parent to collect its exit status.
    if (state === 'Z' || state === 'X') return null;
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
    let cwd: string | null = null;
    try {
      cwd = readlinkSync(`/proc/${pid}/cwd`);
    } catch {
      // another user's process, as a non-root user
    }
    return { pid, ppid: Number(ppid), command, cwd };
  } catch {
    return null;
  }
}

function psFacts(pid: number): ProcessFacts | null {
  try {
    const line = execFileSync('ps', ['-o', 'ppid=,stat=,command=', '-p', String(pid)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const match = /^(\d+)\s+(\S+)\s+(.*)$/.exec(line);
    if (!match || match[2]!.startsWith('Z')) return null;
    return { pid, ppid: Number(match[1]), command: match[3]!, cwd: null };
  } catch {
    return null;
  }
}

/** The facts of a live process; null when no such process runs (a zombie counts as ended). */
export function processFacts(pid: number): ProcessFacts | null {
  if (!Number.isInteger(pid) || pid <= 0) return null;
  return onLinux ? linuxFacts(pid) : psFacts(pid);
}

export const isRunning = (pid: number): boolean => processFacts(pid) !== null;

/**
 * Every live process whose working directory is `dir` (a canonical path), read from /proc: a
 * PostgreSQL server and all its children work inside their data folder, whatever they show as
 * their title. null where /proc is not available (not Linux).
 */
export function processesWorkingIn(dir: string): ProcessFacts[] | null {
  if (!onLinux) return null;
  const found: ProcessFacts[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let cwd: string;
    try {
      cwd = readlinkSync(`/proc/${entry}/cwd`);
    } catch {
      continue;
    }
    if (cwd !== dir) continue;
    const facts = linuxFacts(Number(entry));
    if (facts) found.push(facts);
  }
  return found;
}
