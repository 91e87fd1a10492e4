import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { dropDatabase, ensureDatabase, withDatabase } from './db/database-url.ts';
import { migrationsList } from './db/migrations/index.ts';
import { runScript } from './test/outside-process.ts';
import { freePort, spawnShop, stopShop, waitUntilHealthy, type ShopProcess } from './test/shop-process.ts';

let name: string;
let url: string;
let scratch: string;
let shop: ShopProcess | null = null;

beforeAll(async () => {
  name = `t_release_${randomBytes(4).toString('hex')}`;
  await ensureDatabase(inject('pgAdminUrl'), name);
  url = withDatabase(inject('pgAdminUrl'), name);
  scratch = mkdtempSync(join(tmpdir(), 'shop-release-'));
});
afterAll(async () => {
  await stopShop(shop, null);
  await dropDatabase(inject('pgAdminUrl'), name);
  rmSync(scratch, { recursive: true, force: true });
});

const migrate = (env: Record<string, string>) => runScript('scripts/migrate.ts', [], env);

async function appliedMigrations(): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from mikro_orm_migrations');
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

describe('npm run migrate as the release step, MIGRATE_AT_START=0 on the web processes', () => {
  const env = () => ({ DATABASE_URL: url, SEED_DEMO: '0', MIGRATE_AT_START: '0', JOB_QUEUE: 'off', DATA_DIR: scratch, CLIENT_DIR: join(scratch, 'no-client') });

  test('a web process refuses an unmigrated database; after npm run migrate it starts', async () => {
    const early = spawnShop({ ...env(), PORT: String(await freePort()) });
    expect(await early.exited).toBe(1);
    expect(early.output()).toContain(`Could not start the shop: ${migrationsList.length} database migration(s) are pending and MIGRATE_AT_START=0: run \`npm run migrate\` first (the release step)`);

    const release = await migrate(env());
    expect(release.output).toContain(`applied ${migrationsList.length} migration(s)`);
    expect(release.code).toBe(0);
    expect(await appliedMigrations()).toBe(migrationsList.length);
    // Run again, it has nothing to do.
    const again = await migrate(env());
    expect(again.code).toBe(0);
    expect(again.output).not.toContain('applied');

    shop = spawnShop({ ...env(), PORT: String(await freePort()) });
    await waitUntilHealthy(shop, 120_000);
  }, 240_000);
});
