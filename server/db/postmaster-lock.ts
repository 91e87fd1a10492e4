import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The lock file PostgreSQL keeps in its data folder while it runs (`postmaster.pid`; PostgreSQL
 * docs "Database File Layout"): pid, data folder, start time, port, socket folder, listen address,
 * shared memory key, and the server's status (starting, ready, stopping, standby).
 */
export interface PostmasterLock {
  pid: number;
  port: number | null;
  socketDir: string | null;
  status: string | null;
}

export const postmasterLockPath = (dataDir: string): string => join(dataDir, 'postmaster.pid');

/** The data folder's lock file, or null when there is none (the server is stopped cleanly). */
export function readPostmasterLock(dataDir: string): PostmasterLock | null {
  let text: string;
  try {
    text = readFileSync(postmasterLockPath(dataDir), 'utf8');
  } catch {
    return null;
  }
  const lines = text.split('\n');
  const port = Number(lines[3]);
  return {
    pid: Number(lines[0]),
    port: Number.isInteger(port) && port > 0 ? port : null,
    socketDir: lines[4]?.trim() || null,
    status: lines[7]?.trim() || null,
  };
}

/**
 * Removes a lock file whose server is gone, and the Unix socket's lock file when it names the same
 * pid (PostgreSQL refuses to start while either names a running process, even an unrelated one).
 */
export function removeStaleLock(dataDir: string, lock: PostmasterLock): void {
  rmSync(postmasterLockPath(dataDir), { force: true });
  if (lock.port === null || !lock.socketDir) return;
  const socketLock = join(lock.socketDir, `.s.PGSQL.${lock.port}.lock`);
  try {
    if (Number(readFileSync(socketLock, 'utf8').split('\n')[0]) === lock.pid) rmSync(socketLock, { force: true });
  } catch {
    // no socket lock file
  }
}
