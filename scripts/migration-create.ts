// Generates a migration from the difference between the entities and the migrated schema.
// Runs against a throw-away database in a temporary embedded PostgreSQL (or MIGRATION_DATABASE_URL's server).
// Usage: npm run migration:create [-- <name>]   then add the new class to server/db/migrations/index.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { ensureDatabase, dropDatabase, withDatabase } from '../server/db/database-url.ts';
import { startEmbeddedPostgres } from '../server/db/embedded-postgres.ts';
import { ormConfig } from '../server/db/orm-config.ts';

const name = process.argv[2];
const scratch = mkdtempSync(join(tmpdir(), 'shop-migration-'));
const external = process.env.MIGRATION_DATABASE_URL;
const server = external ? null : await startEmbeddedPostgres({ dataDir: join(scratch, 'pg'), port: 54399 });
const adminUrl = external ?? server!.adminUrl;
const database = `migration_scratch_${process.pid}`;
try {
  await ensureDatabase(adminUrl, database);
  const orm = await MikroORM.init(ormConfig(withDatabase(adminUrl, database)));
  await orm.migrator.up();
  const result = await orm.migrator.create(undefined, false, false, name);
  console.log(result.fileName ? `created ${result.fileName}` : 'no changes');
  await orm.close();
  await dropDatabase(adminUrl, database);
} finally {
  await server?.stop();
  rmSync(scratch, { recursive: true, force: true });
}
