import { expect } from '@playwright/test';
import pg from 'pg';

export interface ProfileFlags {
  country: 'vn' | 'us';
  isTax?: boolean;
  buyonshop?: boolean;
  bonus?: number;
}

/**
 * Writes the shop-set profile flags of one user into the e2e database: the profile's country,
 * is_tax, buyonshop and bonus are set by the shop, not by the customer (spec §3 Profile; no API
 * changes them), so they go straight into the e2e server's database (scripts/e2e-server.ts:
 * embedded PostgreSQL, database `shop`).
 */
export async function setProfile(email: string, flags: ProfileFlags): Promise<void> {
  const client = new pg.Client({ connectionString: `postgres://postgres:postgres@localhost:${process.env.E2E_PG_PORT || 54340}/shop` });
  await client.connect();
  try {
    const result = await client.query(
      `insert into profiles (user_id, country_id, is_tax, buyonshop, bonus, created_at, updated_at)
       select u.id, (select id from countries where lower(iso_code) = $2), $3, $4, $5, now(), now() from users u where u.email = $1
       on conflict (user_id) do update set country_id = excluded.country_id, is_tax = excluded.is_tax, buyonshop = excluded.buyonshop, bonus = excluded.bonus`,
      [email, flags.country, flags.isTax ?? false, flags.buyonshop ?? false, flags.bonus ?? 0],
    );
    expect(result.rowCount).toBe(1);
  } finally {
    await client.end();
  }
}
