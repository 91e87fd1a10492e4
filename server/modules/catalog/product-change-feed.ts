import pg from 'pg';
import { ProductChangeCursor, type ChangeRead, type ProductChange } from './product-change-cursor.ts';

export type { ProductChange } from './product-change-cursor.ts';

/** What a row cache needs to know to stay fresh (see `FreshRowCache`). */
export interface ProductChanges {
  /** True while changes are being read; a cache must not keep rows while it is false. */
  readonly live: boolean;
  /** Moves on every change and every gain or loss of the table. */
  readonly generation: number;
  onChange(listener: (change: ProductChange) => void): () => void;
}

interface Log {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface ProductChangeFeedOptions {
  /** How often the table is read (default 250 ms): the longest a change waits to be heard. */
  pollMs?: number;
  /** How often this feed deletes rows older than `keepMinutes` (default every minute). */
  pruneMs?: number;
  /** How long rows are kept (default 10 minutes): a reader away longer reloads everything. */
  keepMinutes?: number;
  log?: Log;
}

/** Rows read at most per poll; a full read is followed by the next at once. */
const BATCH = 5_000;
/** How far back a starting feed looks for transactions that took a seq but have not committed (one read's worth). */
const START_WINDOW = BATCH;

// Raw: the change table is read by sequence with the snapshot's xid bounds in the same statement
// (one snapshot), which the cursor needs to tell an open transaction's seq from a rolled-back one.
const READ = `select pg_snapshot_xmin(s)::text as xmin, pg_snapshot_xmax(s)::text as xmax,
    (select up_to from product_changes_pruned) as pruned,
    coalesce((select json_agg(json_build_array(seq, product_id) order by seq) from (
      select seq, product_id from product_changes where seq > $1 or seq = any($2::bigint[]) order by seq limit ${BATCH}
    ) as c), '[]') as rows
  from pg_current_snapshot() as s`;
const START = `select coalesce(max(seq), 0)::bigint - ${START_WINDOW} as window_start from product_changes`;
// Raw: pruning deletes by age and records the highest seq it deleted, in one statement.
const PRUNE = `with gone as (delete from product_changes where changed_at < clock_timestamp() - make_interval(mins => $1) returning seq)
  update product_changes_pruned set up_to = greatest(up_to, (select max(seq) from gone)) where exists (select 1 from gone)`;

interface ReadRow {
  xmin: string;
  xmax: string;
  pruned: string;
  rows: Array<[number, number | null]>;
}

const asRead = (row: ReadRow): ChangeRead => ({
  xmin: BigInt(row.xmin),
  xmax: BigInt(row.xmax),
  prunedUpTo: Number(row.pruned),
  rows: row.rows,
});

/**
 * Reads the `product_changes` table (migration ProductChangeTable: a row per changed product,
 * written by triggers in the writing transaction) by sequence every `pollMs` and passes the
 * changed ids on. It replaces a NOTIFY per write, which took PostgreSQL's global notify lock in
 * every order's commit (bench/order-commits.ts: commits/s with each, README). Nothing is lost when
 * a read fails or the connection drops: the next read starts after the last seq taken, so the
 * index catches up without a rebuild; only `live` turns false meanwhile (row caches stop keeping
 * rows). Each statement stands alone, so the feed reads through `DATABASE_URL` even behind
 * PgBouncer in transaction mode. Each feed also deletes rows older than `keepMinutes` now and
 * then (several instances doing so is harmless). Each app worker has one feed and one connection.
 */
export class ProductChangeFeed implements ProductChanges {
  private readonly pool: pg.Pool;
  private readonly options: ProductChangeFeedOptions;
  private cursor: ProductChangeCursor | null = null;
  private listeners = new Set<(change: ProductChange) => void>();
  private timer: NodeJS.Timeout | null = null;
  private pruneTimer: NodeJS.Timeout | null = null;
  private reading: Promise<void> | null = null;
  private closed = false;
  private isLive = false;
  private changes = 0;

  private constructor(connectionString: string, options: ProductChangeFeedOptions) {
    this.options = options;
    this.pool = new pg.Pool({ connectionString, max: 1, application_name: 'product-change-feed' });
    // A dropped idle connection is replaced at the next read; the read that fails says so.
    this.pool.on('error', () => {});
  }

  /** Resolves once the feed knows where it starts, so rows read from then on are followed. */
  static async start(connectionString: string, options: ProductChangeFeedOptions = {}): Promise<ProductChangeFeed> {
    const feed = new ProductChangeFeed(connectionString, options);
    try {
      await feed.begin();
    } catch (error) {
      await feed.close();
      throw error;
    }
    feed.timer = setInterval(() => {
      if (!feed.reading) void feed.poll();
    }, options.pollMs ?? 250);
    feed.timer.unref();
    feed.pruneTimer = setInterval(() => void feed.prune(), options.pruneMs ?? 60_000);
    feed.pruneTimer.unref();
    return feed;
  }

  get live(): boolean {
    return this.isLive;
  }

  get generation(): number {
    return this.changes;
  }

  onChange(listener: (change: ProductChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Reads the table now (and waits for a read already running): tests, and `close`. */
  async poll(): Promise<void> {
    while (this.reading) await this.reading;
    if (this.closed) return;
    this.reading = this.readAll().finally(() => (this.reading = null));
    await this.reading;
  }

  /** Deletes rows older than `keepMinutes` (also every `pruneMs`). */
  async prune(): Promise<void> {
    await this.pool.query(PRUNE, [this.options.keepMinutes ?? 10]).catch((error: unknown) => this.options.log?.warn({ err: error }, 'pruning product changes failed'));
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    this.closed = true;
    await this.reading;
    this.isLive = false;
    await this.pool.end().catch(() => {});
  }

  private async begin(): Promise<void> {
    const { rows } = await this.pool.query<{ window_start: string }>(START);
    const windowStart = Math.max(0, Number(rows[0]!.window_start));
    const read = await this.pool.query<ReadRow>(READ, [windowStart, []]);
    this.cursor = new ProductChangeCursor(asRead(read.rows[0]!), windowStart);
    this.isLive = true;
  }

  private async readAll(): Promise<void> {
    const cursor = this.cursor!;
    try {
      for (;;) {
        const { rows } = await this.pool.query<ReadRow>(READ, [cursor.after, cursor.holeSeqs]);
        const read = asRead(rows[0]!);
        const change = cursor.take(read);
        if (change) this.emit(change);
        if (!this.isLive) {
          this.isLive = true;
          this.changes += 1;
          this.options.log?.info({}, 'product change feed reading again');
        }
        if (read.rows.length < BATCH || this.closed) return;
      }
    } catch (error) {
      if (this.isLive) this.options.log?.warn({ err: error }, 'product change feed cannot read; row caches are off until it can');
      this.isLive = false;
      this.changes += 1;
    }
  }

  private emit(change: ProductChange): void {
    this.changes += 1;
    for (const listener of this.listeners) listener(change);
  }
}
