import { readFileSync } from 'node:fs';
import pg from 'pg';
import { createPrng } from './prng.ts';

/** What a stream of orders did to the server under test while the scenarios ran. */
export interface OrderStreamReport {
  ordersPerSecond: number;
  orders: number;
  /** Full index builds the server logged while the stream ran (the goal: none). */
  rebuilds: number;
  /** Sell-outs: how long until a sold-out product left its category's in-stock count. */
  follow: { samples: number; p50Ms: number | null; p95Ms: number | null; maxMs: number | null; notWithin2s: number };
}

export interface OrderStreamOptions {
  databaseUrl: string;
  baseUrl: string;
  /** Orders per second. */
  rate: number;
  seed: number;
  /** The server's log: "catalogue index rebuilt" lines are counted. */
  logFile: string;
  log(line: string): void;
}

const LINES = 3;
/** A sell-out every this many orders is timed through the API. */
const SELL_OUT_EVERY = 20;
const FOLLOW_LIMIT_MS = 10_000;

const rebuildsIn = (logFile: string): number => {
  try {
    return readFileSync(logFile, 'utf8').split('catalogue index rebuilt').length - 1;
  } catch {
    return 0;
  }
};

function percentile(sorted: number[], p: number): number | null {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! : null;
}

/**
 * A steady stream of orders against the benchmark database while the scenarios run: each order is
 * the stock-taking transaction place-order.ts commits (`inventory - 1` on 3 random in-stock
 * products, one statement), so the same triggers fire and every worker of the server patches its
 * index. Every 20th order instead sells one product out and times, through the API, how long its
 * category's in-stock count (`/v1/filter-category?stock=1`) takes to drop by one. Stock taken is
 * given back when the stream stops (the dataset is cached between runs).
 */
export async function startOrderStream(options: OrderStreamOptions): Promise<{ stop(): Promise<OrderStreamReport> }> {
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 4 });
  const prng = createPrng(options.seed);
  // Raw: a sample of well-stocked products (an order's -1 never sells them out) with their leaf category.
  const { rows: stocked } = await pool.query<{ id: number; category: number; inventory: number }>(
    'select id, subject_id as category, inventory from products tablesample system (2) repeatable ($1) where inventory > 50 and subject_id is not null limit 20000',
    [options.seed % 1_000_000],
  );
  if (stocked.length < 100) throw new Error('order stream: too few stocked products in the sample');
  const original = new Map<number, number>();
  const rebuildsBefore = rebuildsIn(options.logFile);
  const follows: number[] = [];
  let orders = 0;
  let stopped = false;
  const started = performance.now();
  const running = new Set<Promise<void>>();

  const soldOut = new Set<number>();
  const order = async (): Promise<void> => {
    const lines = Array.from({ length: LINES }, () => prng.pick(stocked)).filter((line) => !soldOut.has(line.id));
    for (const line of lines) if (!original.has(line.id)) original.set(line.id, line.inventory);
    await pool.query('update products p set inventory = p.inventory - 1 from unnest($1::int[]) as x(id) where p.id = x.id', [lines.map((line) => line.id)]);
  };

  const inStockCount = async (category: number): Promise<number> => {
    const response = await fetch(`${options.baseUrl}/v1/filter-category?category_id=${category}&stock=1`, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`filter-category answered ${response.status}`);
    return ((await response.json()) as { total: number }).total;
  };

  const sellOut = async (): Promise<void> => {
    const product = prng.pick(stocked);
    if (soldOut.has(product.id)) return;
    soldOut.add(product.id);
    original.set(product.id, product.inventory);
    const before = await inStockCount(product.category);
    await pool.query('update products set inventory = 0 where id = $1', [product.id]);
    const committed = performance.now();
    while (performance.now() - committed < FOLLOW_LIMIT_MS) {
      // Other sell-outs in the same category may land meanwhile: any drop counts as followed.
      if ((await inStockCount(product.category)) < before) {
        follows.push(performance.now() - committed);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    follows.push(Number.POSITIVE_INFINITY);
  };

  const timer = setInterval(() => {
    if (stopped) return;
    orders += 1;
    const work = (orders % SELL_OUT_EVERY === 0 ? sellOut() : order()).catch((error: unknown) => options.log(`order stream: ${String(error)}`));
    running.add(work);
    void work.finally(() => running.delete(work));
  }, 1000 / options.rate);

  return {
    async stop(): Promise<OrderStreamReport> {
      stopped = true;
      clearInterval(timer);
      await Promise.all(running);
      const seconds = (performance.now() - started) / 1000;
      const ids = [...original.keys()];
      await pool.query('update products p set inventory = x.inventory from unnest($1::int[], $2::int[]) as x(id, inventory) where p.id = x.id', [ids, ids.map((id) => original.get(id)!)]);
      await pool.end();
      // A sell-out never seen within the limit counts as the limit.
      const sorted = follows.map((ms) => Math.min(ms, FOLLOW_LIMIT_MS)).sort((a, b) => a - b);
      const round = (value: number | null) => (value === null ? null : Math.round(value));
      return {
        ordersPerSecond: Math.round((orders / seconds) * 10) / 10,
        orders,
        rebuilds: rebuildsIn(options.logFile) - rebuildsBefore,
        follow: {
          samples: follows.length,
          p50Ms: round(percentile(sorted, 0.5)),
          p95Ms: round(percentile(sorted, 0.95)),
          maxMs: round(sorted.at(-1) ?? null),
          notWithin2s: follows.filter((ms) => ms > 2_000).length,
        },
      };
    },
  };
}
