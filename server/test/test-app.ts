import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import { ormConfig } from '../db/orm-config.ts';
import { LocalStorage } from '../storage/local-storage.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  orm: MikroORM;
  db: TestDatabase;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * Boots the real app on its own copy of the seeded database (STYLE §11: a build() helper).
 * Pass `database` to start a second instance on the same database.
 */
export async function buildTestApp(options: { database?: TestDatabase; config?: Partial<AppConfig> } = {}): Promise<TestApp> {
  const db = options.database ?? (await createTestDatabase());
  const scratch = mkdtempSync(join(tmpdir(), 'shop-test-'));
  const config: AppConfig = {
    ...loadConfig({}),
    logLevel: 'silent',
    storageDir: inject('testStorageDir'),
    imageCacheDir: join(scratch, 'image-cache'),
    clientDir: join(scratch, 'no-client-build'),
    // The pg-boss queue only where a test asks for it (`config: { jobQueue: true }`).
    jobQueue: false,
    ...options.config,
  };
  const orm = await MikroORM.init(ormConfig(db.url, { poolMax: 4 }));
  const app = await buildApp({ config, orm, storage: new LocalStorage(config.storageDir) });
  await app.ready();
  return {
    app,
    orm,
    db,
    config,
    async close() {
      await app.close();
      await orm.close();
      rmSync(scratch, { recursive: true, force: true });
      if (!options.database) await db.drop();
    },
  };
}
