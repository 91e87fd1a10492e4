import type { MikroORM } from '@mikro-orm/postgresql';

// The session URL each open ORM was given (DATABASE_DIRECT_URL), keyed by its configuration
// object like the job queue's registry, so plugins that hold only `app.orm` can find it.
const directUrls = new WeakMap<object, string>();

/** Remembers `directUrl` as the session connection of `orm` (null → its own clientUrl). */
export function rememberDirectUrl(orm: MikroORM, directUrl: string | null): void {
  if (directUrl) directUrls.set(orm.config, directUrl);
}

/**
 * The URL for what needs a whole PostgreSQL session (LISTEN, pg-boss, long cursors, migrations):
 * DATABASE_DIRECT_URL when set, else the ORM's own URL. With DATABASE_URL behind PgBouncer in
 * transaction mode a session-level feature through it would silently break (README "Topology").
 */
export function directUrlOf(orm: MikroORM): string {
  const url = directUrls.get(orm.config) ?? orm.config.get('clientUrl');
  if (!url) throw new Error('the database URL is not set (clientUrl)');
  return url;
}
