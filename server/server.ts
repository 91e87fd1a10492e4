import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { AppConfig } from './config.ts';
import { ensureDatabase, withDatabase } from './db/database-url.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres.ts';
import { ormConfig } from './db/orm-config.ts';
import { ensureReferenceData } from './seed/reference/ensure-reference-data.ts';
import { seedDemoIfEmpty } from './seed/seed-demo.ts';
import { LocalStorage } from './storage/local-storage.ts';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  stop(): Promise<void>;
}

const EMBEDDED_DATABASE = 'shop';

/** The database to use: DATABASE_URL, or a database in the embedded PostgreSQL under dataDir. */
async function openDatabase(config: AppConfig, log: (line: string) => void): Promise<{ url: string; embedded: EmbeddedDatabase | null }> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: null };
  log(`starting embedded PostgreSQL in ${join(config.dataDir, 'pg')} (port ${config.embeddedPgPort})`);
  const embedded = await startEmbeddedPostgres({ dataDir: join(config.dataDir, 'pg'), port: config.embeddedPgPort });
  await ensureDatabase(embedded.adminUrl, EMBEDDED_DATABASE);
  return { url: withDatabase(embedded.adminUrl, EMBEDDED_DATABASE), embedded };
}

/**
 * Starts the whole shop in this process: database (embedded when DATABASE_URL is unset),
 * pending migrations, demo seed on an empty database, then the HTTP server on PORT.
 */
export async function startServer(config: AppConfig, log: (line: string) => void = console.log): Promise<RunningServer> {
  const { url, embedded } = await openDatabase(config, log);
  let orm: MikroORM | null = null;
  try {
    orm = await MikroORM.init(ormConfig(url));
    const applied = await orm.migrator.up();
    if (applied.length) log(`applied ${applied.length} migration(s)`);
    const reference = await ensureReferenceData(orm);
    if (reference.countries || reference.locations) log(`loaded reference data: ${reference.countries} countries, ${reference.locations} locations`);
    const storage = new LocalStorage(config.storageDir);
    if (config.seedDemo) {
      const seeded = await seedDemoIfEmpty(orm, storage, {
        exchangeRate: config.seedExchangeRate,
        marginPercent: config.seedMarginPercent,
        log,
      });
      if (seeded) log(`seeded demo data: ${seeded.products} products in ${seeded.categories} categories`);
    }
    const app = await buildApp({ config, orm, storage });
    await app.listen({ port: config.port, host: config.host });
    const port = (app.server.address() as { port: number }).port;
    const openOrm = orm;
    return {
      app,
      url: `http://localhost:${port}`,
      async stop() {
        await app.close();
        await openOrm.close();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await orm?.close();
    await embedded?.stop();
    throw error;
  }
}
