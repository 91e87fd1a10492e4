import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { AppConfig } from '../config.ts';
import { ensureDatabase, withDatabase } from '../db/database-url.ts';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { ormConfig } from '../db/orm-config.ts';

/** The embedded shop's database name (server/server.ts). */
const EMBEDDED_DATABASE = 'shop';

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * A session connection to the shop's database for `npm run db:backup` / `db:restore`:
 * DATABASE_DIRECT_URL (else DATABASE_URL), or the embedded PostgreSQL under DATA_DIR: the running
 * shop's when it is up, else started for the run (and stopped by `close`).
 */
export async function openMaintenanceDatabase(config: AppConfig, log: (line: string) => void): Promise<{ url: string; close(): Promise<void> }> {
  const configured = config.databaseDirectUrl ?? config.databaseUrl;
  if (configured) return { url: configured, close: async () => undefined };
  const running = withDatabase(`postgres://postgres:postgres@127.0.0.1:${config.embeddedPgPort}/postgres`, EMBEDDED_DATABASE);
  if (await reachable(running)) return { url: running, close: async () => undefined };
  const embedded = await startEmbeddedPostgres({ dataDir: join(config.dataDir, 'pg'), port: config.embeddedPgPort, log });
  await ensureDatabase(embedded.adminUrl, EMBEDDED_DATABASE);
  return { url: withDatabase(embedded.adminUrl, EMBEDDED_DATABASE), close: () => embedded.stop() };
}

/** Migrates `url` to exactly `migration` (a restore's backup), or to the newest when null. */
export async function migrateTo(url: string, migration: string | null): Promise<void> {
  const orm = await MikroORM.init(ormConfig(url, { poolMax: 1 }));
  try {
    await orm.migrator.up(migration ? { to: migration } : undefined);
  } finally {
    await orm.close();
  }
}
