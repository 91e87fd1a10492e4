import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { AppConfig } from './config.ts';
import { ensureDatabase, withDatabase } from './db/database-url.ts';
import { EMBEDDED_DATABASE, startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres.ts';
import { applyMigrations, migrate } from './db/migrate.ts';
import { ormConfig } from './db/orm-config.ts';
import { ensureReferenceData } from './seed/reference/ensure-reference-data.ts';
import { seedDemoIfEmpty } from './seed/seed-demo.ts';
import { StartFailure } from './start-failure.ts';
import { storageFromConfig } from './storage/storage-from-config.ts';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  stop(): Promise<void>;
}

/** A database brought up to date for this version of the shop, with an ORM open on it. */
export interface PreparedDatabase {
  url: string;
  orm: MikroORM;
  /** Closes the ORM only (the primary of a cluster keeps the embedded PostgreSQL running). */
  closeOrm(): Promise<void>;
  /** Closes the ORM and stops the embedded PostgreSQL if this process started it. */
  close(): Promise<void>;
}

/** The database to use: DATABASE_URL, or a database in the embedded PostgreSQL under dataDir. */
async function openDatabase(config: AppConfig, log: (line: string) => void): Promise<{ url: string; embedded: EmbeddedDatabase | null }> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: null };
  log(`starting embedded PostgreSQL in ${join(config.dataDir, 'pg')} (port ${config.embeddedPgPort})`);
  const embedded = await startEmbeddedPostgres({ dataDir: join(config.dataDir, 'pg'), port: config.embeddedPgPort, log });
  await ensureDatabase(embedded.adminUrl, EMBEDDED_DATABASE);
  return { url: withDatabase(embedded.adminUrl, EMBEDDED_DATABASE), embedded };
}

/** With MIGRATE_AT_START=0 a web process never runs an older schema than its code expects. */
async function refuseWhilePending(orm: MikroORM): Promise<void> {
  const pending = await orm.migrator.getPending();
  if (pending.length) {
    throw new StartFailure(`${pending.length} database migration(s) are pending and MIGRATE_AT_START=0: run \`npm run migrate\` first (the release step)`);
  }
}

/**
 * Opens the database (embedded when DATABASE_URL is unset) and brings it up to date: pending
 * migrations, reference data, and the demo seed on an empty database. Runs once per start, in
 * the one process that then serves or forks the workers (`server/cluster.ts`).
 */
export async function prepareDatabase(config: AppConfig, log: (line: string) => void = console.log): Promise<PreparedDatabase> {
  const { url, embedded } = await openDatabase(config, log);
  let orm: MikroORM | null = null;
  try {
    // Migrations take a session (DATABASE_DIRECT_URL), never a transaction-mode pooler.
    const directUrl = embedded ? null : config.databaseDirectUrl;
    if (config.migrateAtStart && directUrl) await applyMigrations(directUrl, log);
    orm = await MikroORM.init(ormConfig(url));
    if (config.migrateAtStart && !directUrl) await migrate(orm, log);
    if (!config.migrateAtStart) await refuseWhilePending(orm);
    const reference = await ensureReferenceData(orm);
    if (reference.countries || reference.locations || reference.retired) {
      log(`loaded reference data: ${reference.countries} countries, ${reference.locations} locations, ${reference.retired} retired places updated`);
    }
    if (config.seedDemo) {
      const seeded = await seedDemoIfEmpty(orm, await storageFromConfig(config), {
        exchangeRate: config.seedExchangeRate,
        marginPercent: config.seedMarginPercent,
        log,
      });
      if (seeded) log(`seeded demo data: ${seeded.products} products in ${seeded.categories} categories`);
    }
  } catch (error) {
    await orm?.close();
    await embedded?.stop();
    throw error;
  }
  const openOrm = orm;
  let ormOpen = true;
  const closeOrm = async (): Promise<void> => {
    if (!ormOpen) return;
    ormOpen = false;
    await openOrm.close();
  };
  return {
    url,
    orm: openOrm,
    closeOrm,
    async close() {
      await closeOrm();
      await embedded?.stop();
    },
  };
}

/** Builds the app on an open ORM and listens on PORT; `stop` closes the app only. */
async function listen(config: AppConfig, orm: MikroORM): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildApp({ config, orm, storage: await storageFromConfig(config) });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    throw error;
  }
  const port = (app.server.address() as { port: number }).port;
  return { app, url: `http://localhost:${port}` };
}

/**
 * Starts the whole shop in this process: database (embedded when DATABASE_URL is unset),
 * pending migrations, demo seed on an empty database, then the HTTP server on PORT.
 */
export async function startServer(config: AppConfig, log: (line: string) => void = console.log): Promise<RunningServer> {
  const database = await prepareDatabase(config, log);
  try {
    const { app, url } = await listen(config, database.orm);
    return {
      app,
      url,
      async stop() {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * Starts one HTTP worker on a database another process has already prepared (`databaseUrl`
 * required): its own ORM pool and its own app, catalogue index included. Under `node:cluster`
 * the workers share the listening port.
 */
export async function startWorker(config: AppConfig & { databaseUrl: string }): Promise<RunningServer> {
  const orm = await MikroORM.init(ormConfig(config.databaseUrl));
  try {
    const { app, url } = await listen(config, orm);
    return {
      app,
      url,
      async stop() {
        await app.close();
        await orm.close();
      },
    };
  } catch (error) {
    await orm.close();
    throw error;
  }
}
