import { expect } from '@playwright/test';
import pg from 'pg';

/**
 * Gives an account a role the way the shop does it: straight in the e2e server's database
 * (scripts/e2e-server.ts: embedded PostgreSQL, database `shop`), not through the API.
 */
export async function setRole(email: string, role: 'staff' | 'admin' | 'customer'): Promise<void> {
  const client = new pg.Client({ connectionString: `postgres://postgres:postgres@localhost:${process.env.E2E_PG_PORT || 54340}/shop` });
  await client.connect();
  try {
    const result = await client.query('update users set role = $2 where email = $1', [email, role]);
    expect(result.rowCount).toBe(1);
  } finally {
    await client.end();
  }
}
