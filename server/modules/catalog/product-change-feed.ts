import pg from 'pg';

/** What changed: these product ids, or everything. */
export type ProductChange = readonly number[] | 'all';

/** What a row cache needs to know to stay fresh (see `FreshRowCache`). */
export interface ProductChanges {
  /** True while changes are being heard; a cache must not keep rows while it is false. */
  readonly live: boolean;
  /** Moves on every change and every gain or loss of the connection. */
  readonly generation: number;
  onChange(listener: (change: ProductChange) => void): () => void;
}

interface Log {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

const CHANNEL = 'product_rows';
const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;

/** `12,40,7` → [12, 40, 7]; `*` (or anything unreadable) → 'all'. */
export function parseProductChange(payload: string | undefined): ProductChange {
  if (!payload || payload === '*') return 'all';
  const ids = payload.split(',').map(Number);
  return ids.every(Number.isSafeInteger) ? ids : 'all';
}

/**
 * Hears the `product_rows` notifications (migration ProductRowNotify) on a connection of its
 * own and passes them on. When the connection drops it reports 'all' and stops being live (a
 * change could be missed meanwhile), reconnects with backoff, and reports 'all' again once it
 * listens again. Each app worker has one such connection.
 */
export class ProductChangeFeed implements ProductChanges {
  private client: pg.Client | null = null;
  private listeners = new Set<(change: ProductChange) => void>();
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private isLive = false;
  private changes = 0;

  private readonly connectionString: string;
  private readonly log: Log | undefined;

  private constructor(connectionString: string, log?: Log) {
    this.connectionString = connectionString;
    this.log = log;
  }

  /** Listens before resolving, so rows read from then on are announced when they change. */
  static async start(connectionString: string, log?: Log): Promise<ProductChangeFeed> {
    const feed = new ProductChangeFeed(connectionString, log);
    try {
      await feed.connect();
    } catch (error) {
      await feed.close();
      throw error;
    }
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

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.isLive = false;
    await this.client?.end().catch(() => {});
    this.client = null;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString, application_name: 'product-row-feed' });
    client.on('notification', (message) => {
      if (message.channel === CHANNEL) this.emit(parseProductChange(message.payload));
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    this.client = client;
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    if (this.closed || this.client !== client) return;
    this.isLive = true;
    this.retryMs = FIRST_RETRY_MS;
    // Anything written while nobody listened is unknown: start clean.
    this.emit('all');
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(() => {});
    const wasLive = this.isLive;
    this.isLive = false;
    this.emit('all');
    if (this.closed) return;
    if (wasLive) this.log?.warn({}, 'product change feed lost its connection; row caches are off until it is back');
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect().then(
        () => this.log?.info({}, 'product change feed listening again'),
        () => this.client && this.lost(this.client),
      );
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, LAST_RETRY_MS);
  }

  private emit(change: ProductChange): void {
    this.changes += 1;
    for (const listener of this.listeners) listener(change);
  }
}
