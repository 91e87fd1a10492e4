import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { dropDatabase, ensureDatabase, withDatabase } from '../db/database-url.ts';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A fresh copy of the migrated, seeded template database, for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  await ensureDatabase(adminUrl, name, inject('templateDatabase'));
  return { url: withDatabase(adminUrl, name), name, drop: () => dropDatabase(adminUrl, name) };
}
