import { sql } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RateLimitedError } from '../errors.ts';
import { RateLimitHitSchema } from './rate-limit-hit.entity.ts';

export interface RateRule {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

/**
 * Growing waits after failures: `freeFailures` cost nothing, the next one
 * makes the key wait `firstDelaySeconds`, and every further failure or try during a wait doubles
 * it, up to `maxDelaySeconds`. Failures are forgotten `forgetAfterSeconds` after the last one.
 */
export interface BackoffRule {
  freeFailures: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  forgetAfterSeconds: number;
}

/** Seconds to wait after the `failures`-th failure (0 within the free ones). */
export function backoffDelaySeconds(failures: number, rule: BackoffRule): number {
  const over = failures - rule.freeFailures;
  if (over <= 0) return 0;
  return Math.min(rule.maxDelaySeconds, rule.firstDelaySeconds * 2 ** Math.min(over - 1, 30));
}

export interface Backoff {
  /** 429 with Retry-After while `key` waits; the try counts as one more failure, so the wait grows. */
  guard(key: string, rule: BackoffRule): Promise<void>;
  /** Counts a failure; past the free ones the key must wait before its next try. */
  fail(key: string, rule: BackoffRule): Promise<void>;
  /** Forgets the key's failures (e.g. after the right password). */
  reset(key: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts one hit on `key` (e.g. `login:ip:1.2.3.4`) and throws a 429 `too_many_requests`
     * carrying Retry-After when the window's limit is passed.
     */
    rateLimit(key: string, rule: RateRule): Promise<void>;
    /** Failure counters with growing waits, per key. */
    backoff: Backoff;
  }
}

// One statement: a new or expired window starts at 1, a live one counts up. Atomic per key, so
// every app instance shares the same counters (ARCHITECTURE "the app process is stateless").
const HIT_SQL = `insert into rate_limit_hits (key, hits, window_ends_at)
  values (?, 1, now() + make_interval(secs => ?))
  on conflict (key) do update set
    hits = case when rate_limit_hits.window_ends_at <= now() then 1 else rate_limit_hits.hits + 1 end,
    window_ends_at = case when rate_limit_hits.window_ends_at <= now() then excluded.window_ends_at else rate_limit_hits.window_ends_at end
  returning hits, ceil(extract(epoch from window_ends_at - now()))::int as retry_after`;

// A try while the key waits: one more failure, a longer wait (computed in JS from the new count).
const GUARD_SQL = `update rate_limit_hits set hits = hits + 1, window_ends_at = now() + make_interval(secs => ?)
  where key = ? and blocked_until > now()
  returning hits`;

// A failure: forgotten counters (window over) start again at 1.
const FAIL_SQL = `insert into rate_limit_hits (key, hits, window_ends_at, blocked_until)
  values (?, 1, now() + make_interval(secs => ?), null)
  on conflict (key) do update set
    hits = case when rate_limit_hits.window_ends_at <= now() then 1 else rate_limit_hits.hits + 1 end,
    window_ends_at = excluded.window_ends_at
  returning hits`;

const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Rate limits in PostgreSQL: fixed windows per key, and failure
 * counters with growing waits; expired rows are swept.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { scale?: number }) => {
    // RATE_LIMIT_SCALE multiplies every limit: e2e journeys register many accounts from one IP.
    const scale = options.scale ?? 1;
    const connection = () => app.orm.em.fork().getConnection();
    const em = () => app.orm.em.fork();
    const scaled = (rule: BackoffRule): BackoffRule => ({ ...rule, freeFailures: rule.freeFailures * scale });

    app.decorate('rateLimit', async (key: string, rule: RateRule) => {
      // Raw: an upsert whose ON CONFLICT update depends on the stored window, returning the count.
      const rows = await connection().execute<{ hits: number; retry_after: number }[]>(HIT_SQL, [key.slice(0, 300), rule.windowSeconds]);
      const row = rows[0];
      if (row && row.hits > rule.limit * scale) throw new RateLimitedError(Math.max(1, row.retry_after));
    });

    const block = async (key: string, failures: number, rule: BackoffRule): Promise<number> => {
      const wait = backoffDelaySeconds(failures, scaled(rule));
      if (wait > 0) await em().nativeUpdate(RateLimitHitSchema, { key }, { blockedUntil: sql`now() + make_interval(secs => ${wait})` });
      return wait;
    };

    app.decorate('backoff', {
      async guard(key: string, rule: BackoffRule) {
        const id = key.slice(0, 300);
        // Raw: a conditional set-based update (hits + 1 while blocked) returning the new count.
        const rows = await connection().execute<{ hits: number }[]>(GUARD_SQL, [rule.forgetAfterSeconds, id]);
        const row = rows[0];
        if (!row) return;
        throw new RateLimitedError(Math.max(1, await block(id, row.hits, rule)));
      },
      async fail(key: string, rule: BackoffRule) {
        const id = key.slice(0, 300);
        // Raw: an upsert whose ON CONFLICT update depends on the stored window, returning the count.
        const rows = await connection().execute<{ hits: number }[]>(FAIL_SQL, [id, rule.forgetAfterSeconds]);
        if (rows[0]) await block(id, rows[0].hits, rule);
      },
      async reset(key: string) {
        await em().nativeDelete(RateLimitHitSchema, { key: key.slice(0, 300) });
      },
    } satisfies Backoff);

    const sweep = setInterval(() => {
      em()
        .nativeDelete(RateLimitHitSchema, { windowEndsAt: { $lt: sql.now() } })
        .catch((error: unknown) => app.log.warn({ err: error }, 'rate limit sweep failed'));
    }, SWEEP_EVERY_MS);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
