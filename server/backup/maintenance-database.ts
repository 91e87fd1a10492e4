import { join } from 'node:path';
import pg from 'pg';
import type { AppConfig } from '../config.ts';
import { ensureDatabase, withDatabase } from '../db/database-url.ts';
import { EMBEDDED_DATABASE, embeddedAdminUrl, startEmbeddedPostgres } from '../db/embedded-postgres.ts';

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
  const running = withDatabase(embeddedAdminUrl(config.embeddedPgPort), EMBEDDED_DATABASE);
  if (await reachable(running)) return { url: running, close: async () => undefined };
  const embedded = await startEmbeddedPostgres({ dataDir: join(config.dataDir, 'pg'), port: config.embeddedPgPort, log });
  await ensureDatabase(embedded.adminUrl, EMBEDDED_DATABASE);
  return { url: withDatabase(embedded.adminUrl, EMBEDDED_DATABASE), close: () => embedded.stop() };
}
