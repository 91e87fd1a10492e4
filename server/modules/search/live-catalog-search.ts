import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FilterCategoryResponse, SupplierRow } from '#shared/catalog/schemas.ts';
import { typedArrayBytes, type CatalogData } from './catalog-data.ts';
import { CatalogIndex } from './catalog-index.ts';
import type { CatalogSearch, ListingRequest, ListingResult, SuggestResult } from './catalog-search.ts';
import type { Selection } from './selection.ts';

export interface LiveCatalogSearchOptions {
  /** Reads a new snapshot; calls `pause` between heavy steps so requests keep being served. */
  load(pause: () => Promise<void>): Promise<CatalogData>;
  /** The catalogue version PostgreSQL is at now. */
  readVersion(): Promise<number>;
  /** How often to compare versions (default 2 s). */
  pollMs?: number;
  log?: { info(details: object, message: string): void; error(details: object, message: string): void };
}

const megabytes = (data: CatalogData) => Math.round(typedArrayBytes(data) / 1_048_576);

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
 * Applying changes incrementally instead of rebuilding is the next step if that lag matters.
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

  private constructor(options: LiveCatalogSearchOptions, first: CatalogIndex, buildMs: number) {
    this.options = options;
    this.current = first;
    this.latest = first.version;
    this.lastBuildMs = buildMs;
  }

  /** Builds the first snapshot (at full speed: nothing is served yet), then starts watching. */
  static async start(options: LiveCatalogSearchOptions): Promise<LiveCatalogSearch> {
    const started = performance.now();
    const first = new CatalogIndex(await options.load(async () => {}));
    const buildMs = performance.now() - started;
    options.log?.info({ products: first.productCount, version: first.version, ms: Math.round(buildMs), mb: megabytes(first.data) }, 'catalogue index built');
    const live = new LiveCatalogSearch(options, first, buildMs);
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
    if (this.latest !== this.current.version) await this.rebuild();
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.rebuilding?.catch(() => {});
  }

  private async poll(): Promise<void> {
    if (this.polling || this.rebuilding) return;
    this.polling = true;
    try {
      this.latest = await this.options.readVersion();
      if (this.latest !== this.current.version && Date.now() >= this.notBefore) void this.rebuild().catch(() => {});
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
      try {
        const next = new CatalogIndex(await this.options.load(giveTheEventLoopATurn));
        this.current = next;
        this.lastBuildMs = performance.now() - started;
        delay.disable();
        const longestStallMs = Math.round(delay.max / 1e6);
        this.options.log?.info(
          { products: next.productCount, version: next.version, ms: Math.round(this.lastBuildMs), mb: megabytes(next.data), longestStallMs },
          'catalogue index rebuilt',
        );
      } catch (error) {
        this.options.log?.error({ err: error }, 'catalogue index rebuild failed; still serving the previous one');
        throw error;
      } finally {
        delay.disable();
        this.notBefore = Date.now() + 4 * Math.max(this.lastBuildMs, 250);
        this.rebuilding = null;
      }
    })();
    return this.rebuilding;
  }
}
