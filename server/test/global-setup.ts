import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dropDatabase, ensureDatabase, withDatabase } from '../db/database-url.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded-postgres.ts';
import { ormConfig } from '../db/orm-config.ts';
import { ensureReferenceData } from '../seed/reference/ensure-reference-data.ts';
import { seedDemoIfEmpty } from '../seed/seed-demo.ts';
import { LocalStorage } from '../storage/local-storage.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    templateDatabase: string;
    testStorageDir: string;
  }
}

const TEMPLATE = 'shop_test_template';
const TEST_DATABASE_PREFIX = 't_';

async function dropLeftoverTestDatabases(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const { rows } = await client.query<{ datname: string }>(
    'select datname from pg_database where starts_with(datname, $1) and not datistemplate',
    [TEST_DATABASE_PREFIX],
  );
  await client.end();
  for (const row of rows) await dropDatabase(adminUrl, row.datname);
}

/**
 * Integration tests run against a real PostgreSQL: TEST_DATABASE_URL's server, or an embedded one
 * under .data/test-pg. A template database is migrated and seeded once per run; every test file
 * then gets its own copy (CREATE DATABASE ... TEMPLATE), so files run in parallel in isolation.
 */
export default async function setup(project: TestProject) {
  // TEST_DATA_DIR and TEST_PG_PORT let two test runs share a machine without sharing a server.
  const dataDir = resolve(process.env.TEST_DATA_DIR || '.data');
  let embedded: EmbeddedDatabase | null = null;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    embedded = await startEmbeddedPostgres({
      dataDir: resolve(dataDir, 'test-pg'),
      port: Number(process.env.TEST_PG_PORT || 54330),
    });
    adminUrl = embedded.adminUrl;
  }
  const storageDir = resolve(dataDir, 'test-storage');
  await dropLeftoverTestDatabases(adminUrl);
  await dropDatabase(adminUrl, TEMPLATE);
  rmSync(storageDir, { recursive: true, force: true });
  await ensureDatabase(adminUrl, TEMPLATE);
  const orm = await MikroORM.init(ormConfig(withDatabase(adminUrl, TEMPLATE)));
  try {
    await orm.migrator.up();
    await ensureReferenceData(orm);
    await seedDemoIfEmpty(orm, new LocalStorage(storageDir), { exchangeRate: 26_000, marginPercent: 20 });
  } finally {
    await orm.close();
  }

  project.provide('pgAdminUrl', adminUrl);
  project.provide('templateDatabase', TEMPLATE);
  project.provide('testStorageDir', storageDir);

  return async () => {
    if (!embedded) return;
    await dropLeftoverTestDatabases(adminUrl);
    await embedded.stop();
  };
}
