import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the metrics read at scrape time (given by the app, so this file knows no modules). */
export interface MetricSources {
  /** The ORM's `pg` pool: connections open, idle and requests waiting for one. */
  pool(): Promise<{ total: number; idle: number; waiting: number; max: number } | null>;
  /** Jobs per queue and state (created, retry, active, failed...), or null while there is no queue schema. */
  jobs(): Promise<{ queue: string; state: string; count: number }[] | null>;
  /** The catalogue index: products held and its catalogue version. */
  index(): { products: number; version: number } | null;
}

/**
 * The Prometheus metrics of one app (a registry of its own, so several apps in one process, as in
 * the tests, never collide): per-route request counts and latency, the database pool, the job
 * queue, the catalogue index's builds and in-place patches, and the process (CPU, memory, event
 * loop lag, GC, handles) from prom-client's default collectors.
 */
export class ShopMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status_code'>;
  private readonly latency: Histogram<'method' | 'route' | 'status_code'>;
  private readonly indexBuild: Histogram;
  private readonly indexPatch: Histogram;
  private readonly patchedProducts: Counter;
  private readonly shed: Counter;

  constructor(sources: MetricSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by route template', labelNames: ['method', 'route', 'status_code'], registers });
    this.latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving a request to the end of its answer, by route template',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.shed = new Counter({ name: 'http_requests_shed_total', help: 'Requests answered 503 because the event loop was saturated', registers });
    this.indexBuild = new Histogram({ name: 'catalog_index_build_seconds', help: 'Full builds of the catalogue index (start and structural changes)', buckets: [0.1, 0.5, 1, 2.5, 5, 10, 20, 40, 80], registers });
    this.indexPatch = new Histogram({ name: 'catalog_index_patch_seconds', help: 'In-place stock and price patches of the catalogue index', buckets: [0.0001, 0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5], registers });
    this.patchedProducts = new Counter({ name: 'catalog_index_patched_products_total', help: 'Products whose stock or price was patched into the index', registers });
    // Each gauge reads its source when scraped (prom-client calls `collect` per metric, in order).
    new Gauge({
      name: 'catalog_index_products',
      help: 'Products in the catalogue index',
      // Every worker holds the whole index: across a cluster's workers the largest, not the sum.
      aggregator: 'max',
      registers,
      collect() {
        const index = sources.index();
        if (index) this.set(index.products);
      },
    });
    new Gauge({
      name: 'catalog_index_version',
      help: 'Catalogue version the index was built at',
      aggregator: 'max',
      registers,
      collect() {
        const index = sources.index();
        if (index) this.set(index.version);
      },
    });
    const poolGauge = (name: string, help: string, read: (pool: NonNullable<Awaited<ReturnType<MetricSources['pool']>>>) => number) =>
      new Gauge({
        name,
        help,
        registers,
        async collect() {
          const pool = await sources.pool();
          if (pool) this.set(read(pool));
        },
      });
    poolGauge('db_pool_connections', 'Open connections of the ORM pool', (pool) => pool.total);
    poolGauge('db_pool_idle_connections', 'Idle connections of the ORM pool', (pool) => pool.idle);
    poolGauge('db_pool_waiting_requests', 'Queries waiting for a connection of the ORM pool', (pool) => pool.waiting);
    poolGauge('db_pool_max_connections', 'Size limit of the ORM pool', (pool) => pool.max);
    new Gauge({
      name: 'job_queue_jobs',
      help: 'Jobs in the queue by queue and state: created and retry are the depth, failed the failures kept',
      labelNames: ['queue', 'state'],
      // Read from the database, the same count in every worker: one of them, not the sum.
      aggregator: 'max',
      registers,
      async collect() {
        const rows = await sources.jobs().catch(() => null);
        this.reset();
        for (const row of rows ?? []) this.set({ queue: row.queue, state: row.state }, row.count);
      },
    });
  }

  request(method: string, route: string, statusCode: number, seconds: number): void {
    const labels = { method, route, status_code: String(statusCode) };
    this.requests.inc(labels);
    this.latency.observe(labels, seconds);
  }

  shedRequest(): void {
    this.shed.inc();
  }

  /** Hooks for `LiveCatalogSearch` (durations in milliseconds). */
  readonly catalogIndex = {
    built: (ms: number) => this.indexBuild.observe(ms / 1_000),
    patched: (ms: number, products: number) => {
      this.indexPatch.observe(ms / 1_000);
      this.patchedProducts.inc(products);
    },
  };
}
