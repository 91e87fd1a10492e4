import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RateLimitedError } from '../errors.ts';

export interface RateRule {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts one hit on `key` (e.g. `login:ip:1.2.3.4`) and throws a 429 `too_many_requests`
     * carrying Retry-After when the window's limit is passed.
     */
    rateLimit(key: string, rule: RateRule): Promise<void>;
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

const SWEEP_EVERY_MS = 10 * 60_000;

/** Fixed-window rate limits in PostgreSQL (issue 4 "Security limits"); expired rows are swept. */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { scale?: number }) => {
    // RATE_LIMIT_SCALE multiplies every limit: e2e journeys register many accounts from one IP.
    const scale = options.scale ?? 1;
    app.decorate('rateLimit', async (key: string, rule: RateRule) => {
      const em = app.orm.em.fork();
      const rows = await em.getConnection().execute<{ hits: number; retry_after: number }[]>(HIT_SQL, [key.slice(0, 300), rule.windowSeconds]);
      const row = rows[0];
      if (row && row.hits > rule.limit * scale) throw new RateLimitedError(Math.max(1, row.retry_after));
    });

    const sweep = setInterval(() => {
      app.orm.em
        .fork()
        .getConnection()
        .execute('delete from rate_limit_hits where window_ends_at < now()')
        .catch((error: unknown) => app.log.warn({ err: error }, 'rate limit sweep failed'));
    }, SWEEP_EVERY_MS);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
