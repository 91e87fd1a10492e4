/**
 * `npm run bench:order-commits`: what the catalogue's change tracking costs each order commit.
 *
 * Runs the stock-taking part of an order (one transaction: a set-based `update products set
 * inventory = inventory - q` over 3 random lines, as place-order.ts does) from 8 concurrent
 * connections for a few seconds under three setups, on a copy of the seeded test template (start
 * the tests once first: `.data/test-pg`, TEST_PG_PORT), interleaved over ROUNDS rounds:
 * - `notify (before)`: the statement trigger sends the changed ids with NOTIFY (migration
 *   ProductRowNotify), heard by FEEDS listening connections, one per app worker;
 * - `change table (now)`: the same trigger inserts the ids into `product_changes` (migration
 *   ProductChangeTable, the trigger function as migrated), read by FEEDS real `ProductChangeFeed`s
 *   every 250 ms;
 * - `none`: no change tracking at all (the floor).
 * Only the part that differs is measured: a real order does much more work per commit.
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import pg from 'pg';
import { dropDatabase, ensureDatabase, withDatabase } from '../server/db/database-url.ts';
import { startEmbeddedPostgres } from '../server/db/embedded-postgres.ts';
import { applyMigrations } from '../server/db/migrate.ts';
import { ProductChangeFeed } from '../server/modules/catalog/product-change-feed.ts';

const SECONDS = Number(process.env.SECONDS_PER_SETUP || 8);
const CONNECTIONS = 8;
const ROUNDS = Number(process.env.ROUNDS || 3);
/** Readers of the changes: two instances of two workers each. */
const FEEDS = 4;

// The notifying function as migration ProductRowNotify wrote it.
const NOTIFY_FUNCTION = `create or replace function product_rows_changed() returns trigger language plpgsql as $$
  declare ids text;
  begin
    select case when count(*) > 500 then '*' else string_agg(id::text, ',') end into ids from (select id from changed limit 501) as some_changed;
    if ids is not null then perform pg_notify('product_rows', ids); end if;
    return null;
  end $$`;
const TRIGGER = `create trigger products_rows_updated after update on products referencing new table as changed for each statement execute function product_rows_changed()`;

async function main(): Promise<void> {
  const port = Number(process.env.TEST_PG_PORT || 54330);
  const embedded = await startEmbeddedPostgres({ dataDir: resolve(process.env.TEST_DATA_DIR || '.data', 'test-pg'), port });
  const name = `bench_orders_${randomBytes(4).toString('hex')}`;
  try {
    await ensureDatabase(embedded.adminUrl, name, 'shop_test_template');
    const url = withDatabase(embedded.adminUrl, name);
    // The template is as old as the last test run: bring the copy up to this code's migrations.
    await applyMigrations(url, () => {});
    const admin = new pg.Client({ connectionString: url });
    admin.on('error', () => {});
    await admin.connect();
    // The change-table function as migrated, to put back after the NOTIFY setup.
    const { rows: [migrated] } = await admin.query<{ def: string }>(`select pg_get_functiondef('product_rows_changed()'::regprocedure) as def`);
    await admin.query('update products set inventory = 1000000000');
    const { rows } = await admin.query<{ id: number }>('select id from products');
    const ids = rows.map((row) => row.id);
    const clients = await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
      const client = new pg.Client({ connectionString: url });
      // The database is dropped (its sessions ended) if the run fails: that error is the one to show.
      client.on('error', () => {});
      await client.connect();
      return client;
    }));

    const setups: Record<string, { prepare(): Promise<void>; readers(): Promise<() => Promise<number>> }> = {
      'notify (before)': {
        prepare: async () => {
          await admin.query(NOTIFY_FUNCTION);
          await admin.query(TRIGGER);
        },
        readers: async () => {
          let heard = 0;
          const listeners = await Promise.all(Array.from({ length: FEEDS }, async () => {
            const listener = new pg.Client({ connectionString: url });
            await listener.connect();
            listener.on('notification', () => heard++);
            await listener.query('listen product_rows');
            return listener;
          }));
          return async () => {
            await Promise.all(listeners.map((listener) => listener.end()));
            return heard;
          };
        },
      },
      'change table (now)': {
        prepare: async () => {
          await admin.query(migrated!.def);
          await admin.query(TRIGGER);
        },
        readers: async () => {
          let heard = 0;
          const feeds = await Promise.all(Array.from({ length: FEEDS }, () => ProductChangeFeed.start(url)));
          for (const feed of feeds) feed.onChange((change) => (heard += change === 'all' ? 1 : change.length));
          return async () => {
            await Promise.all(feeds.map(async (feed) => {
              await feed.poll();
              await feed.close();
            }));
            return heard;
          };
        },
      },
      none: { prepare: async () => {}, readers: async () => async () => 0 },
    };

    const results: Record<string, number[]> = Object.fromEntries(Object.keys(setups).map((setup) => [setup, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [setup, { prepare, readers }] of Object.entries(setups)) {
        await admin.query('drop trigger if exists products_rows_updated on products');
        await prepare();
        const stop = await readers();
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
        const heard = await stop();
        results[setup]!.push(commits / SECONDS);
        console.log(`round ${round + 1} ${setup.padEnd(20)} ${(commits / SECONDS).toFixed(0)} commits/s (readers heard ${heard} changes)`);
      }
    }
    console.log('\nmedian commits/s over rounds:');
    for (const [setup, values] of Object.entries(results)) {
      const sorted = [...values].sort((a, b) => a - b);
      console.log(`${setup.padEnd(20)} ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)}`);
    }
    await Promise.all([...clients, admin].map((client) => client.end()));
  } finally {
    await dropDatabase(embedded.adminUrl, name).catch(() => {});
    await embedded.stop();
  }
}

await main();
