import { expect } from '@playwright/test';
import pg from 'pg';

/**
 * Makes an account look like a Zalo or Facebook sign-in that gave no e-mail (spec §5 "Email
 * editable only when none is set"): its address is removed straight in the e2e server's database
 * (scripts/e2e-server.ts: embedded PostgreSQL, database `shop`); its session stays signed in.
 */
export async function removeEmail(email: string): Promise<void> {
  const client = new pg.Client({ connectionString: `postgres://postgres:postgres@localhost:${process.env.E2E_PG_PORT || 54340}/shop` });
  await client.connect();
  try {
    const result = await client.query('update users set email = null, email_verified = false where email = $1', [email]);
    expect(result.rowCount).toBe(1);
  } finally {
    await client.end();
  }
}
