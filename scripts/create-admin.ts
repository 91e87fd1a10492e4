// `npm run user:create-admin -- <email>`: makes that user an admin,
// creating the account with a printed random password when there is none. Uses DATABASE_URL, or
// the embedded PostgreSQL under DATA_DIR: the running shop's when it is up, else it is started
// (and migrated) for the run.
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { loadConfig } from '../server/config.ts';
import { withDatabase } from '../server/db/database-url.ts';
import { ormConfig } from '../server/db/orm-config.ts';
import { createOrPromoteAdmin } from '../server/modules/admin/create-admin.ts';
import { prepareDatabase } from '../server/server.ts';

const email = process.argv[2];
if (!email) {
  console.error('usage: npm run user:create-admin -- <email>');
  process.exit(2);
}

const config = loadConfig();

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1 from users limit 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function open(): Promise<{ orm: MikroORM; close(): Promise<void> }> {
  const url = config.databaseUrl ?? withDatabase(`postgres://postgres:postgres@127.0.0.1:${config.embeddedPgPort}/postgres`, 'shop');
  if (await reachable(url)) {
    const orm = await MikroORM.init(ormConfig(url, { poolMax: 1 }));
    return { orm, close: () => orm.close() };
  }
  const prepared = await prepareDatabase({ ...config, seedDemo: false }, () => undefined);
  return { orm: prepared.orm, close: () => prepared.close() };
}

const db = await open();
let failed = false;
try {
  const account = await createOrPromoteAdmin(db.orm.em.fork(), email);
  if (account.password) console.log(`created admin ${account.email} (user ${account.userId}) with password: ${account.password}`);
  else console.log(`promoted ${account.email} (user ${account.userId}) to admin`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  await db.close();
}
// Explicit: a library's exit handling must not turn a failure into success.
process.exit(failed ? 1 : 0);
