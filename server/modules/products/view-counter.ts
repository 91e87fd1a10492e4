/** Writes accumulated view counts (product id → views since the last write) in one statement. */
export type WriteViewCounts = (counts: ReadonlyMap<number, number>) => Promise<void>;

export interface ViewCounter {
  /** Counts one page view of a product, in memory only. */
  record(productId: number): void;
  /** Product ids with views not yet written. */
  pendingProducts(): number;
  /** Writes what was counted so far; resolves with the number of products written. */
  flush(): Promise<number>;
  /** Stops the timer and writes what is left (on server close). */
  stop(): Promise<void>;
}

export interface ViewCounterOptions {
  write: WriteViewCounts;
  /** How often the counts are written, in ms (0 = only on flush/stop). */
  intervalMs: number;
  onError?: (error: unknown) => void;
}

/**
 * Product page views counted in memory and written every `intervalMs` (spec §7 product-popular:
 * popularity = page views), so a page view never costs a database write: one upsert carries all
 * the products viewed since the last flush. Each app instance counts its own views and adds them
 * to the stored totals, so several instances behind a load balancer still sum correctly. A failed
 * write keeps its counts for the next flush; views counted since the last flush are lost only if
 * the process dies without closing.
 */
export function createViewCounter({ write, intervalMs, onError }: ViewCounterOptions): ViewCounter {
  let counts = new Map<number, number>();
  let writing: Promise<number> = Promise.resolve(0);

  async function writeBatch(): Promise<number> {
    if (counts.size === 0) return 0;
    const batch = counts;
    counts = new Map();
    try {
      await write(batch);
      return batch.size;
    } catch (error) {
      for (const [id, views] of batch) counts.set(id, (counts.get(id) ?? 0) + views);
      throw error;
    }
  }

  // Flushes run one after another, never two upserts of the same ids at once.
  function flush(): Promise<number> {
    writing = writing.catch(() => 0).then(writeBatch);
    return writing;
  }

  const timer =
    intervalMs > 0 ?
      setInterval(() => {
        flush().catch((error: unknown) => onError?.(error));
      }, intervalMs)
    : null;
  timer?.unref();

  return {
    record(productId) {
      counts.set(productId, (counts.get(productId) ?? 0) + 1);
    },
    pendingProducts: () => counts.size,
    flush,
    async stop() {
      if (timer) clearInterval(timer);
      await flush();
    },
  };
}
