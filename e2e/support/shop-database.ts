import { expect } from '@playwright/test';
import pg from 'pg';

/**
 * The e2e server's database (scripts/e2e-server.ts: embedded PostgreSQL on E2E_PG_PORT, database
 * `shop`), for the data that only the shop itself sets and no API changes: a profile's shop-set
 * flags, an account without an e-mail, a PCB price row of a test's own, an order written as stored; and for
 * what only the server knows (a drawn captcha's answer). Roles are not set here: the setup project
 * makes its staff account with the shop's own command (e2e/setup/staff.setup.ts). Everything else
 * goes through the pages or the API.
 */
async function withShopDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: `postgres://postgres:postgres@localhost:${process.env.E2E_PG_PORT || 54340}/shop` });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface ProfileFlags {
  country: 'vn' | 'us';
  isTax?: boolean;
  buyonshop?: boolean;
  bonus?: number;
}

/** Sets one user's shop-set profile flags: country, is_tax, buyonshop and bonus (spec §3 Profile). */
export async function setProfile(email: string, flags: ProfileFlags): Promise<void> {
  const result = await withShopDatabase((client) =>
    client.query(
      `insert into profiles (user_id, country_id, is_tax, buyonshop, bonus, created_at, updated_at)
       select u.id, (select id from countries where lower(iso_code) = $2), $3, $4, $5, now(), now() from users u where u.email = $1
       on conflict (user_id) do update set country_id = excluded.country_id, is_tax = excluded.is_tax, buyonshop = excluded.buyonshop, bonus = excluded.bonus`,
      [email, flags.country, flags.isTax ?? false, flags.buyonshop ?? false, flags.bonus ?? 0],
    ),
  );
  expect(result.rowCount).toBe(1);
}

/**
 * Makes an account look like a Zalo or Facebook sign-in that gave no e-mail (spec §5 "Email
 * editable only when none is set"); its session stays signed in.
 */
export async function removeEmail(email: string): Promise<void> {
  const result = await withShopDatabase((client) => client.query('update users set email = null, email_verified = false where email = $1', [email]));
  expect(result.rowCount).toBe(1);
}

/** A statement the shop's staff would make through tools the shop has no API for (its price tables, a stored order). */
export async function changeShopData(sql: string, params: unknown[] = []): Promise<void> {
  await withShopDatabase((client) => client.query(sql, params));
}

/** Rows of a read of the shop's own data (e.g. the answer the server keeps for a drawn captcha). */
export async function readShopData<Row>(sql: string, params: unknown[] = []): Promise<Row[]> {
  return withShopDatabase(async (client) => (await client.query(sql, params)).rows as Row[]);
}

/**
 * A stencil size of one test's own (spec §3 pcb_stencil_sizes), listed after the demo sizes: a
 * price row only that test's quotes use, so changing its price moves no other test's prices.
 * Answers its id; `removeStencilSize` takes it away again (orders keep their price, their size
 * link is set null).
 */
export async function addStencilSize(name: string, price: number): Promise<number> {
  const rows = await readShopData<{ id: number }>(
    `insert into pcb_stencil_sizes (name, name_en, price, position) select $1, $1, $2, coalesce(max(position), 0) + 1 from pcb_stencil_sizes returning id`,
    [name, price],
  );
  return rows[0]!.id;
}

/** Changes the price of one stencil size, as staff would in the price tables. */
export async function setStencilSizePrice(id: number, price: number): Promise<void> {
  const result = await withShopDatabase((client) => client.query('update pcb_stencil_sizes set price = $2 where id = $1', [id, price]));
  expect(result.rowCount).toBe(1);
}

export async function removeStencilSize(id: number): Promise<void> {
  await changeShopData('delete from pcb_stencil_sizes where id = $1', [id]);
}
