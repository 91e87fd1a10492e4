import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from './orm-config.ts';

/** Applies the pending migrations (up to and including `to` when given) on an open ORM. */
export async function migrate(orm: MikroORM, log: (line: string) => void, to?: string): Promise<number> {
  const applied = await orm.migrator.up(to ? { to } : undefined);
  if (applied.length) log(`applied ${applied.length} migration(s)`);
  return applied.length;
}

/**
 * Applies pending migrations on `url` (a session connection) with an ORM of its own: `npm run
 * migrate`, a start with DATABASE_DIRECT_URL, and `npm run db:restore` (`to`: the backup's last).
 */
export async function applyMigrations(url: string, log: (line: string) => void = console.log, to?: string): Promise<number> {
  const orm = await MikroORM.init(ormConfig(url, { poolMax: 1 }));
  try {
    return await migrate(orm, log, to);
  } finally {
    await orm.close();
  }
}
