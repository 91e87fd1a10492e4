import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { PartIndex } from '#shared/bom/part-index.ts';
import type { FilterCategoryResponse, SupplierRow } from '#shared/catalog/schemas.ts';
import type { ProductChange, ProductChanges } from '../catalog/index.ts';
import { typedArrayBytes, type CatalogData } from './catalog-data.ts';
import { CatalogIndex } from './catalog-index.ts';
import { patchProducts, type StockRow } from './catalog-patch.ts';
import type { CatalogSearch, ListingRequest, ListingResult, SuggestResult } from './catalog-search.ts';
import type { Selection } from './selection.ts';

export interface LiveCatalogSearchOptions {
  /** Reads a new snapshot; calls `pause` between heavy steps so requests keep being served. */
  load(pause: () => Promise<void>): Promise<CatalogData>;
  /** The catalogue version PostgreSQL is at now. */
  readVersion(): Promise<number>;
  /** How often to compare versions (default 2 s). */
  pollMs?: number;
  /** Stock and price changes to apply in place (with `readStock`); without them only rebuilds follow PostgreSQL. */
  changes?: ProductChanges;
  /** The current [id, price, inventory] of these products (missing ids: deleted). */
  readStock?(ids: number[]): Promise<StockRow[]>;
  /** Told how long each full build and each in-place patch took (metrics). */
  observe?: { built(ms: number, products: number): void; patched(ms: number, products: number): void };
  log?: { info(details: object, message: string): void; error(details: object, message: string): void };
}

const megabytes = (data: CatalogData) => Math.round(typedArrayBytes(data) / 1_048_576);
/** What the BOM part index holds per product (packed strings included), for the build log. */
const partBytesPerProduct = (data: CatalogData) => (data.size === 0 ? 0 : Math.round(data.parts.byteLength / data.size));

const giveTheEventLoopATurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Keeps a `CatalogIndex` in step with PostgreSQL across any number of app instances. Every write
 * to the catalogue tables bumps `catalog_version` (statement-level triggers, see the
 * CatalogVersion migration). Each instance compares that version with its snapshot's at most
 * every `pollMs` without blocking requests, rebuilds in the background when it moved, and swaps
 * the new snapshot in with one assignment: a request sees either the old or the new snapshot,
 * never a mix. A rebuild pauses between its heavy steps (the log says how long the event loop
 * was held at most: ~0.25 s at 1M products on an idle machine). Rebuilds are spaced by at least
 * four times the last build's duration, so a catalogue under constant writes costs at most ~20%
 * of a core; at 1M products (a 20-45 s build) listings and counts may then lag writes by up to
 * two minutes, while the rows shown (price, stock) are always read fresh from PostgreSQL.
 *
 * Stock and price are not structural: they do not move `catalog_version` (migration
 * CatalogVersionStructural). Every product row change is written to the `product_changes` table
 * and read by this worker's feed (`changes`, `ProductChangeFeed`, every 250 ms); the changed ids
 * are read back (the current row, so order of arrival does not matter) and patched into the
 * snapshot in place (`patchProducts`), one read at a time, so a stock filter follows an order
 * within a fraction of a second on every worker without a rebuild. Ids heard while a rebuild runs
 * are read and patched again once its snapshot is swapped in (it may have been read before them).
 * When the feed reports `all` (a bulk update of more than 10,000 rows, a supplier change, a
 * reader away longer than the table keeps rows) the index rebuilds at the next poll.
 */
export class LiveCatalogSearch implements CatalogSearch {
  private current: CatalogIndex;
  private readonly options: LiveCatalogSearchOptions;
  private latest: number;
  private timer: NodeJS.Timeout | null = null;
  private rebuilding: Promise<void> | null = null;
  private polling = false;
  private lastBuildMs = 0;
  private notBefore = 0;
  /** Announced ids not read yet, ids being read now, and ids to re-read after the running rebuild. */
  private pending = new Set<number>();
  private reading: readonly number[] = [];
  private touchedWhileRebuilding: Set<number> | null = null;
  private patching: Promise<void> | null = null;
  private rebuildWanted = false;
  private unsubscribe: () => void = () => undefined;
  private patchedProducts = 0;
  private builds = 1;

  private constructor(options: LiveCatalogSearchOptions, first: CatalogIndex, buildMs: number) {
    this.options = options;
    this.current = first;
    this.latest = first.version;
    this.lastBuildMs = buildMs;
  }

  /** Builds the first snapshot (at full speed: nothing is served yet), then starts watching. */
  static async start(options: LiveCatalogSearchOptions): Promise<LiveCatalogSearch> {
    const started = performance.now();
    // Changes heard while the first snapshot is read may be missing from it: kept for after.
    const early: ProductChange[] = [];
    const stopListening = options.changes?.onChange((change) => early.push(change)) ?? (() => undefined);
    let first: CatalogIndex;
    try {
      first = new CatalogIndex(await options.load(async () => {}));
    } finally {
      stopListening();
    }
    const buildMs = performance.now() - started;
    options.log?.info(
      { products: first.productCount, version: first.version, ms: Math.round(buildMs), mb: megabytes(first.data), bomPartBytesPerProduct: partBytesPerProduct(first.data) },
      'catalogue index built',
    );
    options.observe?.built(buildMs, first.productCount);
    const live = new LiveCatalogSearch(options, first, buildMs);
    if (options.changes && options.readStock) {
      live.unsubscribe = options.changes.onChange((change) => live.follow(change));
      for (const change of early) live.follow(change);
    }
    live.timer = setInterval(() => void live.poll(), options.pollMs ?? 2_000);
    live.timer.unref();
    return live;
  }

  /** The snapshot requests are answered from. */
  get index(): CatalogIndex {
    return this.current;
  }

  get version(): number {
    return this.current.version;
  }

  /** The newest catalogue version seen in PostgreSQL (ahead of `version` while a rebuild runs). */
  get latestVersion(): number {
    return this.latest;
  }

  get productCount(): number {
    return this.current.productCount;
  }

  /**
   * The BOM matcher's part index of the current snapshot: built from the same read, swapped with
   * it by structural rebuilds, its stock patched in place with the snapshot's (one freshness story).
   */
  get parts(): PartIndex {
    return this.current.data.parts;
  }

  /** Full builds since start, the first one included (tests; metrics hear of builds through `observe`). */
  get buildCount(): number {
    return this.builds;
  }

  /** Products whose stock or price was patched in place since start (tests; metrics hear of patches through `observe`). */
  get patchCount(): number {
    return this.patchedProducts;
  }

  /** Resolves once every change heard so far is patched in (`close`). */
  private async settled(): Promise<void> {
    while (this.patching) await this.patching;
  }

  listProducts(request: ListingRequest): ListingResult {
    return this.current.listProducts(request);
  }

  filterCounts(selection: Selection): FilterCategoryResponse {
    return this.current.filterCounts(selection);
  }

  suggest(query: string, limit: number): SuggestResult {
    return this.current.suggest(query, limit);
  }

  suppliers(categoryId?: number): SupplierRow[] {
    return this.current.suppliers(categoryId);
  }

  supplierBySlug(slug: string): SupplierRow | null {
    return this.current.supplierBySlug(slug);
  }

  /** Checks the version now and, when it moved, rebuilds and waits for the swap (tests, tools). */
  async refresh(): Promise<void> {
    await this.rebuilding;
    this.latest = await this.options.readVersion();
    if (this.latest !== this.current.version || this.rebuildWanted) await this.rebuild();
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.unsubscribe();
    await this.rebuilding?.catch(() => {});
    await this.settled();
  }

  private follow(change: ProductChange): void {
    if (change === 'all') {
      this.rebuildWanted = true;
      return;
    }
    for (const id of change) {
      this.pending.add(id);
      this.touchedWhileRebuilding?.add(id);
    }
    this.patching ??= this.drain();
  }

  /** Reads and patches announced ids until none is left; one read at a time, so a later read wins. */
  private async drain(): Promise<void> {
    try {
      while (this.pending.size > 0) {
        this.reading = [...this.pending];
        this.pending.clear();
        let rows: StockRow[];
        try {
          rows = await this.options.readStock!([...this.reading]);
        } catch (error) {
          // The changes are unknown now: only a rebuild can catch up with them.
          this.options.log?.error({ err: error }, 'reading changed stock failed; the catalogue index will rebuild');
          this.rebuildWanted = true;
          continue;
        }
        const started = performance.now();
        const changed = await patchProducts(this.current.data, rows, giveTheEventLoopATurn);
        this.patchedProducts += changed;
        this.options.observe?.patched(performance.now() - started, changed);
      }
    } finally {
      this.reading = [];
      this.patching = null;
    }
  }

  private async poll(): Promise<void> {
    if (this.polling || this.rebuilding) return;
    this.polling = true;
    try {
      this.latest = await this.options.readVersion();
      const stale = this.latest !== this.current.version || this.rebuildWanted;
      if (stale && Date.now() >= this.notBefore) void this.rebuild().catch(() => {});
    } catch (error) {
      this.options.log?.error({ err: error }, 'catalogue version check failed');
    } finally {
      this.polling = false;
    }
  }

  private rebuild(): Promise<void> {
    this.rebuilding ??= (async () => {
      const started = performance.now();
      // How long requests may have waited behind the rebuild: the longest event-loop delay.
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      this.rebuildWanted = false;
      // The new snapshot may be read before changes announced from now on (or being read now).
      const touched = new Set<number>([...this.pending, ...this.reading]);
      this.touchedWhileRebuilding = touched;
      try {
        const next = new CatalogIndex(await this.options.load(giveTheEventLoopATurn));
        this.current = next;
        this.builds += 1;
        this.lastBuildMs = performance.now() - started;
        this.options.observe?.built(this.lastBuildMs, next.productCount);
        if (touched.size > 0) this.follow([...touched]);
        delay.disable();
        const longestStallMs = Math.round(delay.max / 1e6);
        this.options.log?.info(
          { products: next.productCount, version: next.version, ms: Math.round(this.lastBuildMs), mb: megabytes(next.data), bomPartBytesPerProduct: partBytesPerProduct(next.data), longestStallMs },
          'catalogue index rebuilt',
        );
      } catch (error) {
        this.options.log?.error({ err: error }, 'catalogue index rebuild failed; still serving the previous one');
        // Changes patched into the old snapshot meanwhile are still there; try again later.
        this.rebuildWanted = true;
        throw error;
      } finally {
        this.touchedWhileRebuilding = null;
        delay.disable();
        this.notBefore = Date.now() + 4 * Math.max(this.lastBuildMs, 250);
        this.rebuilding = null;
      }
    })();
    return this.rebuilding;
  }
}
