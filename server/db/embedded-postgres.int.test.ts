import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { StartFailure } from '../start-failure.ts';
import { freePort, stopPostgresIn } from '../test/shop-process.ts';
import { postgresBinary, postgresUser, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.ts';
import { postmasterLockPath, readPostmasterLock } from './postmaster-lock.ts';
import { isRunning, processFacts } from './process-facts.ts';

// What a start finds in its data folder after a crash. Every test starts real
// PostgreSQL servers on one scratch cluster, one after the other.

let root: string;
let dataDir: string;
let port: number;
let running: EmbeddedDatabase | null = null;
const strangers: number[] = [];

async function query<T extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

const adminUrl = () => `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;

async function notes(): Promise<string[]> {
  return (await query<{ note: string }>(adminUrl(), 'select note from kept order by note')).map((row) => row.note);
}

/** Starts the cluster, collecting the start's own notices. */
async function start(): Promise<string[]> {
  const notices: string[] = [];
  running = await startEmbeddedPostgres({ dataDir, port, log: (line) => notices.push(line) });
  return notices;
}

/** A lock file as PostgreSQL writes it, naming `pid`. */
function writeLock(pid: number): void {
  writeFileSync(postmasterLockPath(dataDir), `${pid}\n${dataDir}\n1795546762\n${port}\n/tmp\nlocalhost\n  2149382        32\nready   \n`);
}

/** A process id that was just used and is free now. */
async function finishedPid(): Promise<number> {
  const child = spawn('true');
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

/** A live program that is not PostgreSQL (what a pid written before a reboot may name after it). */
function stranger(): number {
  const child = spawn('sleep', ['120'], { stdio: 'ignore' });
  strangers.push(child.pid!);
  return child.pid!;
}

/**
 * A server whose starting process is gone, as `kill -9` of the shop leaves it: started through a
 * shell that exits at once, so the system adopts it, and without a parent-death signal.
 */
async function orphanedServer(): Promise<number> {
  const root = process.getuid?.() === 0;
  const shell = spawn('sh', ['-c', '"$0" -D "$1" -p "$2" >/dev/null 2>&1 &', await postgresBinary(), dataDir, String(port)], {
    ...(root ? postgresUser() : {}),
    stdio: 'ignore',
  });
  await new Promise((resolve) => shell.once('exit', resolve));
  const deadline = Date.now() + 30_000;
  while (readPostmasterLock(dataDir)?.status !== 'ready') {
    if (Date.now() > deadline) throw new Error('the orphaned server did not start');
    await sleep(100);
  }
  return readPostmasterLock(dataDir)!.pid;
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'shop-embedded-pg-'));
  dataDir = join(root, 'pg');
  port = await freePort();
  await start();
  await query(adminUrl(), 'create table kept (note text)');
  await query(adminUrl(), "insert into kept values ('before')");
  await running!.stop();
  running = null;
}, 120_000);

afterEach(async () => {
  await running?.stop();
  running = null;
  await stopPostgresIn(dataDir);
  for (const pid of strangers.splice(0)) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('a start after a crash', () => {
  test('stops a server left running without its shop process, says so in one line, and keeps its data', async () => {
    const orphan = await orphanedServer();
    expect(processFacts(orphan)?.ppid).not.toBe(process.pid);
    await query(adminUrl(), "insert into kept values ('written to the orphan')");

    const notices = await start();

    expect(notices).toEqual([expect.stringMatching(new RegExp(`^embedded PostgreSQL: stopped the database .*\\(pid ${orphan}\\), with a fast shutdown in \\d+\\.\\d s$`))]);
    expect(isRunning(orphan)).toBe(false);
    expect(readPostmasterLock(dataDir)?.pid).not.toBe(orphan);
    expect(await notes()).toEqual(['before', 'written to the orphan']);
  }, 90_000);

  test('removes a postmaster.pid whose process is gone', async () => {
    const gone = await finishedPid();
    writeLock(gone);

    const notices = await start();

    expect(notices).toEqual([`embedded PostgreSQL: removed a stale postmaster.pid left by an earlier start that did not stop its database (pid ${gone} is no longer running)`]);
    expect(await notes()).toContain('before');
  }, 60_000);

  test('removes a postmaster.pid whose pid now belongs to another program, which it leaves running', async () => {
    const other = stranger();
    writeLock(other);

    const notices = await start();

    expect(notices).toEqual([`embedded PostgreSQL: removed a stale postmaster.pid left by an earlier start that did not stop its database (pid ${other} now belongs to another program)`]);
    expect(isRunning(other)).toBe(true);
    expect(await notes()).toContain('before');
  }, 60_000);

  test('leaves alone a server whose process still runs, and says why it cannot start', async () => {
    await start();
    const serving = readPostmasterLock(dataDir)!.pid;

    // (not `rejects.toThrow`, which also passes for a rejection with no reason at all)
    const refused: unknown = await startEmbeddedPostgres({ dataDir, port: await freePort(), log: () => undefined }).then(
      (second) => second.stop(),
      (error: unknown) => error,
    );

    expect(refused).toBeInstanceOf(StartFailure);
    expect((refused as Error).message).toBe(
      `the database folder ${dataDir} is in use by PostgreSQL (pid ${serving}), run by process ${process.pid}: stop that shop first, or set DATA_DIR to another folder`,
    );
    expect(isRunning(serving)).toBe(true);
    expect(await notes()).toContain('before');
  }, 60_000);

  // The parent-death signal is Linux's (postgres-process.ts); elsewhere the next start cleans up.
  test.runIf(process.platform === 'linux')('dies with the process that started it, even one killed with SIGKILL', async () => {
    // A Node process that starts the cluster and is then killed without any chance to stop it.
    const script = `import { startEmbeddedPostgres } from ${JSON.stringify(new URL('./embedded-postgres.ts', import.meta.url).href)};
await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, port: ${port}, log: () => undefined });
console.log('ready');
setInterval(() => undefined, 1000);`;
    const owner = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve, reject) => {
      owner.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      owner.once('exit', () => reject(new Error('the owner exited before the database was ready')));
    });
    const server = readPostmasterLock(dataDir)!.pid;
    expect(processFacts(server)?.ppid).toBe(owner.pid);

    owner.kill('SIGKILL');

    const deadline = Date.now() + 15_000;
    while (isRunning(server) && Date.now() < deadline) await sleep(100);
    expect(isRunning(server)).toBe(false);
    // A fast shutdown: the lock file is gone, so the next start finds a clean folder.
    expect(readPostmasterLock(dataDir)).toBeNull();
  }, 60_000);
});
