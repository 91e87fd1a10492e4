import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll } from 'vitest';
import { ormConfig } from '../db/orm-config.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface MigrationDatabase {
  db: TestDatabase;
  /** An ORM on `db`, for `orm.migrator.down/up` and the rows before and after. */
  orm: MikroORM;
}

/**
 * For a migration's test file: a fresh copy of the migrated, seeded database and an ORM on it,
 * made before the file's tests and dropped after them. Read its fields inside the tests.
 */
export function useMigrationDatabase(): MigrationDatabase {
  const database = {} as MigrationDatabase;
  beforeAll(async () => {
    database.db = await createTestDatabase();
    database.orm = await MikroORM.init(ormConfig(database.db.url, { poolMax: 2 }));
  });
  afterAll(async () => {
    await database.orm.close();
    await database.db.drop();
  });
  return database;
}
