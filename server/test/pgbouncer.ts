import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './shop-process.ts';
import { sbin, startProcess, waitForPort, type OutsideProcess } from './outside-process.ts';

export interface TestPgBouncer {
  /** DATABASE_URL through the pooler (transaction mode). */
  url: string;
  /** The pooler's admin console (`SHOW CLIENTS`, `SHOW POOLS`). */
  adminUrl: string;
  process: OutsideProcess;
  close(): Promise<void>;
}

/**
 * Debian's PgBouncer (installed by .ci/run) on a loopback port in transaction mode, in front of
 * `databaseUrl`: each transaction may run on another server connection, so anything that needs
 * a session (LISTEN, session advisory locks, SET, named prepared statements) breaks through it,
 * as in production.
 */
export async function startPgBouncer(databaseUrl: string): Promise<TestPgBouncer> {
  const target = new URL(databaseUrl);
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'shop-pgbouncer-'));
  chmodSync(dir, 0o755);
  const database = target.pathname.slice(1);
  const server = `host=${target.hostname} port=${target.port || 5432} dbname=${database} user=${decodeURIComponent(target.username)} password=${decodeURIComponent(target.password)}`;
  const ini = join(dir, 'pgbouncer.ini');
  writeFileSync(
    ini,
    [
      '[databases]',
      `${database} = ${server}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      // Clients are not authenticated by the pooler (loopback only); it logs in with the URL's user.
      'auth_type = any',
      'pool_mode = transaction',
      'max_client_conn = 200',
      'default_pool_size = 8',
      'ignore_startup_parameters = extra_float_digits,options',
      // The admin console (database "pgbouncer"), for tests that look at who is connected.
      'admin_users = bouncer_admin',
      '',
    ].join('\n'),
  );
  chmodSync(ini, 0o644);
  // PgBouncer refuses to run as root; -u drops to the postgres user the embedded server runs as.
  const args = process.getuid?.() === 0 ? ['-u', 'postgres', ini] : [ini];
  const bouncer = startProcess(sbin('pgbouncer'), args);
  await waitForPort(port, bouncer);
  return {
    url: `postgres://pooled:unused@127.0.0.1:${port}/${database}`,
    adminUrl: `postgres://bouncer_admin:unused@127.0.0.1:${port}/pgbouncer`,
    process: bouncer,
    async close() {
      await bouncer.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
