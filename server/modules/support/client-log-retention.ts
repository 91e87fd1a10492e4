import { sql, type EntityManager } from '@mikro-orm/postgresql';
import type { RateRule } from '../../plugins/rate-limit.ts';
import { ClientLogSchema } from './client-log.entity.ts';

/**
 * POST /v1/logs is anonymous (spec §7: the checkout reports a failed order
 * abroad), so it is bounded three ways: a small body, a per-IP rate, and a table that never grows
 * past a size or an age. The checkout sends at most 4,000 characters (CLIENT_LOG_MAX_CHARACTERS)
 * and one line per failed order.
 */
/** 4,000 characters at up to 6 bytes each in JSON (`\u00XX`) plus the path: refused unread above this. */
export const CLIENT_LOG_BODY_LIMIT_BYTES = 32 * 1024;
/** A customer whose orders keep failing sends a handful; a script from one address is stopped. */
export const CLIENT_LOG_PER_IP: RateRule = { limit: 20, windowSeconds: 3_600 };
export const CLIENT_LOG_RETENTION_DAYS = 30;
/** With many addresses a script could still write a lot within 30 days: the newest rows win. */
export const CLIENT_LOG_MAX_ROWS = 50_000;
export const CLIENT_LOG_SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Deletes lines older than the retention and all but the newest `maxRows`; returns how many went.
 * Run at start and then periodically (not on insert): the anonymous write path stays a single
 * insert, and the table is bounded even when nobody posts. Safe on several app instances at once.
 */
export async function sweepClientLogs(em: EntityManager, options: { maxRows?: number; retentionDays?: number } = {}): Promise<number> {
  const maxRows = options.maxRows ?? CLIENT_LOG_MAX_ROWS;
  const days = options.retentionDays ?? CLIENT_LOG_RETENTION_DAYS;
  const old = await em.nativeDelete(ClientLogSchema, { createdAt: { $lt: sql`now() - make_interval(days => ${days})` } });
  // Raw: a set-based delete of all but the newest rows (the bound read with OFFSET in a subquery).
  const surplus = await em.getConnection().execute<{ affectedRows?: number }>(
    `delete from client_logs where id <= (select id from client_logs order by id desc offset ? limit 1)`,
    [maxRows],
    'run',
  );
  return old + (surplus.affectedRows ?? 0);
}
