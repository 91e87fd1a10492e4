/**
 * `node bench/order-commits.ts`: what the catalogue's change tracking costs each order commit.
 *
 * Runs the stock-taking part of an order (one transaction: a set-based `update products set
 * inventory = inventory - q` over 3 random lines, as place-order.ts does) from 8 concurrent
 * connections for a few seconds under four trigger setups, on a copy of the seeded test template
 * (start the tests once first: `.data/test-pg`, TEST_PG_PORT):
 * - `version+notify`: the old setup, stock bumping `catalog_version` (a hot slot row per commit)
 *   and the `product_rows` NOTIFY (PostgreSQL's global notify lock at commit);
 * - `notify`: the current setup (stock leaves the version alone, NOTIFY stays);
 * - `none`: no change tracking at all (the floor);
 * - `change-table`: a change row per statement instead of NOTIFY, the polling-by-sequence design.
 * Only the part that differs is measured: a real order does much more work per commit.
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import pg from 'pg';
import { dropDatabase, ensureDatabase, withDatabase } from '../server/db/database-url.ts';
import { startEmbeddedPostgres } from '../server/db/embedded-postgres.ts';

const SECONDS = Number(process.env.SECONDS_PER_SETUP || 8);
const CONNECTIONS = 8;
const ROUNDS = Number(process.env.ROUNDS || 3);

const OLD_VERSION_TRIGGER = `create trigger products_catalog_version after insert or delete or truncate or update of subject_id, supplier_id, price, inventory, name, description, mpn, sku, product_tag_name, created_at on products for each statement execute function catalog_version_bump()`;
const VERSION_TRIGGER = `create trigger products_catalog_version after insert or delete or truncate or update of subject_id, supplier_id, name, description, mpn, sku, product_tag_name, created_at on products for each statement execute function catalog_version_bump()`;
const NOTIFY_TRIGGER = `create trigger products_rows_updated after update on products referencing new table as changed for each statement execute function product_rows_changed()`;

const SETUPS: Record<string, string[]> = {
  'version+notify': [OLD_VERSION_TRIGGER, NOTIFY_TRIGGER],
  notify: [VERSION_TRIGGER, NOTIFY_TRIGGER],
  none: [VERSION_TRIGGER],
  'change-table': [
    VERSION_TRIGGER,
    `create trigger products_rows_logged after update on products referencing new table as changed for each statement execute function bench_log_changes()`,
  ],
};

async function main(): Promise<void> {
  const port = Number(process.env.TEST_PG_PORT || 54330);
  const embedded = await startEmbeddedPostgres({ dataDir: resolve(process.env.TEST_DATA_DIR || '.data', 'test-pg'), port });
  const name = `bench_orders_${randomBytes(4).toString('hex')}`;
  try {
    await ensureDatabase(embedded.adminUrl, name, 'shop_test_template');
    const url = withDatabase(embedded.adminUrl, name);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create table bench_product_changes (seq bigserial primary key, product_id int not null)`);
    await admin.query(`create function bench_log_changes() returns trigger language plpgsql as $$
      begin insert into bench_product_changes (product_id) select id from changed; return null; end $$`);
    await admin.query('update products set inventory = 1000000000');
    const { rows } = await admin.query<{ id: number }>('select id from products');
    const ids = rows.map((row) => row.id);
    const clients = await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    }));
    // A listener, as every app worker has: NOTIFY costs more when someone listens.
    const listener = new pg.Client({ connectionString: url });
    await listener.connect();
    await listener.query('listen product_rows');
    let heard = 0;
    listener.on('notification', () => heard++);

    const results: Record<string, number[]> = Object.fromEntries(Object.keys(SETUPS).map((setup) => [setup, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [setup, triggers] of Object.entries(SETUPS)) {
        for (const trigger of ['products_catalog_version', 'products_rows_updated', 'products_rows_logged']) await admin.query(`drop trigger if exists ${trigger} on products`);
        for (const sql of triggers) await admin.query(sql);
        let commits = 0;
        const until = Date.now() + SECONDS * 1_000;
        await Promise.all(clients.map(async (client) => {
          while (Date.now() < until) {
            const lines = Array.from({ length: 3 }, () => ids[Math.floor(Math.random() * ids.length)]!);
            await client.query('begin');
            await client.query('update products p set inventory = p.inventory - 1 from unnest($1::int[]) as x(id) where p.id = x.id', [lines]);
            await client.query('commit');
            commits++;
          }
        }));
        results[setup]!.push(commits / SECONDS);
        console.log(`round ${round + 1} ${setup.padEnd(15)} ${(commits / SECONDS).toFixed(0)} commits/s`);
      }
    }
    console.log(`notifications heard: ${heard}`);
    console.log('\nmedian commits/s over rounds:');
    for (const [setup, values] of Object.entries(results)) {
      const sorted = [...values].sort((a, b) => a - b);
      console.log(`${setup.padEnd(15)} ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)}`);
    }
    await Promise.all([...clients, listener, admin].map((client) => client.end()));
  } finally {
    await dropDatabase(embedded.adminUrl, name).catch(() => {});
    await embedded.stop();
  }
}

await main();
