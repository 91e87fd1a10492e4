import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { ProductChangeFeed, type ProductChange } from './product-change-feed.ts';

let db: TestDatabase;
let client: pg.Client;
beforeAll(async () => {
  db = await createTestDatabase();
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
});
afterAll(async () => {
  await client.end();
  await db.drop();
});

/** A feed that reads only when told (`poll`), with what it heard. */
async function feed(keepMinutes = 10) {
  const started = await ProductChangeFeed.start(db.url, { pollMs: 3_600_000, pruneMs: 3_600_000, keepMinutes });
  const heard: ProductChange[] = [];
  started.onChange((change) => heard.push(change));
  return { feed: started, heard };
}

test('pruning deletes old rows; a reader that missed pruned rows reloads everything, one that kept up does not', async () => {
  const [a, b] = [await feed(0), await feed(0)];
  try {
    const { rows } = await client.query<{ id: number }>('select id from products order by id limit 2');
    const [first, second] = rows.map((row) => row.id) as [number, number];
    await client.query('update products set inventory = inventory + 1 where id = $1', [first]);
    await a.feed.poll();
    expect(a.heard).toEqual([[first]]);

    await a.feed.prune();
    const [{ left, up_to }] = (await client.query<{ left: number; up_to: string }>('select (select count(*)::int from product_changes) as left, up_to from product_changes_pruned')).rows as [{ left: number; up_to: string }];
    expect(left).toBe(0);
    expect(Number(up_to)).toBeGreaterThan(0);

    await client.query('update products set inventory = inventory + 1 where id = $1', [second]);
    await a.feed.poll();
    expect(a.heard).toEqual([[first], [second]]);
    // b never read the pruned row: it cannot know what it was, so everything may have changed.
    await b.feed.poll();
    expect(b.heard).toEqual(['all']);
  } finally {
    await a.feed.close();
    await b.feed.close();
  }
});

test('one statement changing several products is heard as one change naming each of them', async () => {
  const { feed: reader, heard } = await feed();
  try {
    const [{ n }] = (await client.query<{ n: number }>('select count(*)::int as n from products')).rows as [{ n: number }];
    await client.query('update products set inventory = inventory where id in (select id from products order by id limit 20)');
    await reader.poll();
    expect(heard).toHaveLength(1);
    expect(heard[0]).toHaveLength(Math.min(20, n));
  } finally {
    await reader.close();
  }
});
