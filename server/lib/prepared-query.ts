import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Runs a read as a NAMED prepared statement on the ORM's own `pg` pool (same type parsers as
 * `em.execute`): each pooled connection parses the SQL once, and after a few runs PostgreSQL keeps
 * a generic plan, so the hot product page query skips parsing and planning (about half of its
 * database time at the demo catalogue). Outside any transaction of `em`: for plain reads only.
 * `text` uses `$1`-style placeholders; `name` must be unique per SQL text.
 */
export async function preparedQuery<T>(em: EntityManager, name: string, text: string, values: unknown[]): Promise<T[]> {
  const pool = await em.getConnection().getNativeClient();
  const result = await pool.query({ name, text, values });
  return result.rows as T[];
}
