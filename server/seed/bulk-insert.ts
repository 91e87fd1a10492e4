import type { EntityManager } from '@mikro-orm/postgresql';

/** PostgreSQL accepts at most 65,535 bind parameters per statement. */
const MAX_PARAMS = 60_000;

/**
 * Inserts rows into `table` in multi-row statements (chunked below the bind-parameter limit),
 * inside the EntityManager's current transaction. Returns the `returning` columns of the inserted
 * rows; map them back by a natural key, since row order is not guaranteed.
 */
export async function bulkInsert<R extends Record<string, unknown>, T = Record<string, unknown>>(
  em: EntityManager,
  table: string,
  rows: R[],
  returning: string[] = [],
): Promise<T[]> {
  const first = rows[0];
  if (!first) return [];
  const columns = Object.keys(first);
  const perChunk = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  const results: T[] = [];
  for (let start = 0; start < rows.length; start += perChunk) {
    const chunk = rows.slice(start, start + perChunk);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      for (const column of columns) params.push(row[column] ?? null);
      return `(${columns.map(() => '?').join(', ')})`;
    });
    const sql = `insert into ${table} (${columns.map((c) => `"${c}"`).join(', ')}) values ${tuples.join(', ')}${returning.length ? ` returning ${returning.map((c) => `"${c}"`).join(', ')}` : ''}`;
    const inserted = await em.execute<T[]>(sql, params);
    if (returning.length) results.push(...inserted);
  }
  return results;
}
