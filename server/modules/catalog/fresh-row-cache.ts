import { SmallLru } from '../../lib/small-lru.ts';
import type { ProductChanges } from './product-change-feed.ts';

/**
 * Product rows (price, stock, names) kept in memory between requests and dropped the moment
 * PostgreSQL announces their change (`ProductChanges`), so a cached row is as fresh as one read
 * now: the search suggestions are the hottest read in the shop, and at 1M products reading their
 * eight rows was PostgreSQL's largest share of the machine (bench/catalog/README).
 *
 * Freshness rules:
 * - nothing is kept while the feed is not live (rows are read from PostgreSQL every time);
 * - a read whose rows might predate a change it overlapped (the feed's generation moved while it
 *   ran) is returned but not kept;
 * - rows are shared between requests and must not be mutated.
 */
export class FreshRowCache<T extends { id: number }> {
  private readonly rows: SmallLru<number, T>;
  private readonly changes: ProductChanges;
  hits = 0;
  misses = 0;

  constructor(changes: ProductChanges, capacity: number) {
    this.rows = new SmallLru(capacity);
    this.changes = changes;
    changes.onChange((change) => {
      if (change === 'all') this.rows.clear();
      else for (const id of change) this.rows.delete(id);
    });
  }

  /** False while the change feed is down: rows are then read from PostgreSQL every time. */
  get keeping(): boolean {
    return this.changes.live;
  }

  get size(): number {
    return this.rows.size;
  }

  /**
   * The rows of `ids` in that order, each once; ids without a row are skipped. `readRows` reads
   * the ones not in memory from PostgreSQL (in any order).
   */
  async read(ids: readonly number[], readRows: (ids: number[]) => Promise<T[]>): Promise<T[]> {
    const unique = [...new Set(ids)];
    const found = new Map<number, T>();
    const missing: number[] = [];
    if (this.changes.live) {
      for (const id of unique) {
        const row = this.rows.get(id);
        if (row) found.set(id, row);
        else missing.push(id);
      }
    } else {
      missing.push(...unique);
    }
    this.hits += found.size;
    this.misses += missing.length;
    if (missing.length > 0) {
      const generation = this.changes.generation;
      const read = await readRows(missing);
      const keep = this.changes.live && this.changes.generation === generation;
      for (const row of read) {
        found.set(row.id, row);
        if (keep) this.rows.set(row.id, row);
      }
    }
    return unique.map((id) => found.get(id)).filter((row) => row !== undefined);
  }
}
