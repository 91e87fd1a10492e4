import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { SearchSuggestResponse } from '#shared/catalog/schemas.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

// Two app instances on one database: a write through either (or straight in SQL) must show in
// both instances' suggestions, which serve their rows from memory (FreshRowCache).
let db: TestDatabase;
let t: TestApp;
let second: TestApp;
let part: { id: number; sku: string; price: number; supplier_id: number };
beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp({ database: db });
  second = await buildTestApp({ database: db });
  part = (await sql<typeof part>("select id, sku, price, supplier_id from products where supplier_id is not null and sku ~ '^C[0-9]+$' order by id limit 1"))[0]!;
});
afterAll(async () => {
  await t.close();
  await second.close();
  await db.drop();
});

function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.fork().execute<T[]>(query, params);
}

async function suggested(app: TestApp) {
  const response = await app.app.inject(`/v1/search-autohome?q=${part.sku.toLowerCase()}`);
  expect(response.statusCode).toBe(200);
  const row = response.json<SearchSuggestResponse>().products.data.find((product) => product.id === part.id);
  expect(row, 'the exact SKU is suggested').toBeDefined();
  return row!;
}

/** Both instances show `expected` within a second (a few reads of the change table), never anything else after. */
async function bothShow(expected: Partial<Awaited<ReturnType<typeof suggested>>>) {
  for (const app of [t, second]) await vi.waitFor(async () => expect(await suggested(app)).toMatchObject(expected), { timeout: 1_000, interval: 10 });
}

describe('suggestion rows kept in memory', () => {
  test('a repeated suggestion is answered from memory', async () => {
    await suggested(t);
    const before = { hits: t.app.suggestionRowCache.hits, misses: t.app.suggestionRowCache.misses };
    await suggested(t);
    expect(t.app.suggestionRowCache.hits).toBeGreaterThan(before.hits);
    expect(t.app.suggestionRowCache.misses).toBe(before.misses);
  });

  test('a price or stock change written elsewhere shows in every instance without a restart or an index rebuild', async () => {
    await Promise.all([suggested(t), suggested(second)]);
    await sql('update products set price = price + 1234, inventory = 4321 where id = ?', [part.id]);
    await bothShow({ price: part.price + 1234, inventory: 4321 });
    await sql('update products set price = ? where id = ?', [part.price, part.id]);
    await bothShow({ price: part.price });
  });

  test('a renamed supplier shows in the cached rows', async () => {
    await suggested(t);
    const [supplier] = await sql<{ name: string }>('select name from suppliers where id = ?', [part.supplier_id]);
    await sql('update suppliers set name = ? where id = ?', ['Renamed Maker', part.supplier_id]);
    await bothShow({ supplier_name: 'Renamed Maker' });
    await sql('update suppliers set name = ? where id = ?', [supplier!.name, part.supplier_id]);
    await bothShow({ supplier_name: supplier!.name });
  });

  test('a rolled-back write drops nothing', async () => {
    await suggested(t);
    const em = t.orm.em.fork();
    await em.begin();
    await em.execute('update products set price = 1 where id = ?', [part.id]);
    await em.rollback();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const misses = t.app.suggestionRowCache.misses;
    expect(await suggested(t)).toMatchObject({ price: part.price });
    expect(t.app.suggestionRowCache.misses).toBe(misses);
  });

  test('when the reading connection dies, nothing stale survives: the changes written meanwhile are read when it is back', async () => {
    await Promise.all([suggested(t), suggested(second)]);
    await sql("select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'product-change-feed' and datname = current_database()");
    await sql('update products set inventory = 77 where id = ?', [part.id]);
    await bothShow({ inventory: 77 });
    expect(t.app.suggestionRowCache.keeping).toBe(true);
    await sql('update products set inventory = 78 where id = ?', [part.id]);
    await bothShow({ inventory: 78 });
  });
});
