import { createServer, type Server } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Span } from '@opentelemetry/api';
import type { ErrorBody } from '#shared/http/error-body.ts';
import { clusterScrape } from '../observability/cluster-metrics.ts';
import { ShopMetrics } from '../observability/metrics.ts';
import type { ObservabilityConfig } from '../observability/observability-config.ts';
import { otelContext, ShopTracing, SpanStatusCode } from '../observability/tracing.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * This app's Prometheus metrics (see `ShopMetrics`); null when `/metrics` is served nowhere
     * (neither METRICS_TOKEN nor METRICS_PORT), so requests count nothing nobody reads.
     */
    metrics: ShopMetrics | null;
  }
  interface FastifyContextConfig {
    /** false: never shed (health probes, metrics), answered even when the event loop is saturated. */
    loadShedding?: boolean;
  }
}

const METRICS_PATH = '/metrics';

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

/**
 * Metrics, traces and load shedding, registered before every other hook so they see each request
 * whole (README "Observability"):
 * - Prometheus metrics at `/metrics`: on the shop's port behind `METRICS_TOKEN` (bearer), or on
 *   `METRICS_PORT` of its own; neither set → not served at all;
 * - OpenTelemetry traces (a server span per request, continuing a caller's `traceparent`, with
 *   PostgreSQL query spans under it) sent over OTLP/HTTP when `OTEL_EXPORTER_OTLP_ENDPOINT` is set;
 * - @fastify/under-pressure: while the event loop is saturated (mean delay or utilisation over a
 *   sample above its limit) requests are answered 503 `server_busy` with Retry-After and the
 *   error body at once, instead of queueing behind the work the process cannot keep up with.
 */
export const observabilityPlugin = fp(
  async (app: FastifyInstance, options: { config: ObservabilityConfig }) => {
    const config = options.config;
    const served = config.metricsToken !== null || config.metricsPort !== null;
    const metrics = served
      ? new ShopMetrics({
        pool: async () => {
          if (!app.hasDecorator('orm')) return null;
          const pool = (await app.orm.em.getConnection().getNativeClient()) as { totalCount: number; idleCount: number; waitingCount: number; options: { max?: number } };
          return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 0 };
        },
        jobs: async () => {
          if (!app.hasDecorator('orm')) return null;
          // Raw: pg-boss's own job table, read whether or not this process runs the queue (absent until pg-boss first starts).
          const [exists] = await app.orm.em.fork().execute<{ found: boolean }[]>("select to_regclass('pgboss.job') is not null as found");
          if (!exists?.found) return null;
          return app.orm.em.fork().execute<{ queue: string; state: string; count: number }[]>('select name as queue, state::text as state, count(*)::int as count from pgboss.job group by name, state');
        },
        index: () => (app.hasDecorator('catalogSearch') ? { products: app.catalogSearch.productCount, version: app.catalogSearch.version } : null),
      })
      : null;
    app.decorate('metrics', metrics);

    const tracing = config.otlpEndpoint ? new ShopTracing(config.otlpEndpoint, config.serviceName) : null;
    const spans = new WeakMap<FastifyRequest, Span>();
    if (tracing) {
      // Callback style: the rest of the request (later hooks, handler, queries) runs inside the span's context.
      app.addHook('onRequest', (request, _reply, done) => {
        const started = tracing.startRequest(request.method, routeOf(request), request.headers);
        spans.set(request, started.span);
        otelContext.with(started.context, done);
      });
      app.addHook('onClose', () => tracing.close());
    }
    if (metrics || tracing) {
      app.addHook('onResponse', async (request, reply) => {
        metrics?.request(request.method, routeOf(request), reply.statusCode, reply.elapsedTime / 1_000);
        const span = spans.get(request);
        if (span) {
          span.setAttribute('http.response.status_code', reply.statusCode);
          if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
          span.end();
        }
      });
    }

    if (config.maxEventLoopDelayMs > 0 || config.maxEventLoopUtilization > 0) {
      // The samples taken while the app starts measure its own start (the index build holds the
      // event loop by design): shedding begins two samples after it is ready.
      let shedFrom = Infinity;
      app.addHook('onReady', async () => {
        shedFrom = Date.now() + 2 * config.sampleMs;
      });
      await app.register(underPressure, {
        maxEventLoopDelay: config.maxEventLoopDelayMs,
        maxEventLoopUtilization: config.maxEventLoopUtilization,
        // Utilisation over the last sample, not since start.
        eventLoopUtilizationMode: 'interval',
        sampleInterval: config.sampleMs,
        pressureHandler: (request, reply) => {
          if (request.routeOptions.config.loadShedding === false || Date.now() < shedFrom) return;
          metrics?.shedRequest();
          const body: ErrorBody = { error: { code: 'server_busy', message: 'The server is overloaded; try again shortly' } };
          reply.status(503).header('retry-after', String(config.retryAfterSeconds)).header('cache-control', 'no-store').type('application/json; charset=utf-8');
          return body as unknown as void;
        },
      });
    }

    if (!metrics) return;
    // In a cluster worker the answer is every worker's sum, collected by the primary.
    const ofCluster = clusterScrape(metrics.registry);
    const scrape = async () => ({ type: metrics.registry.contentType, body: ofCluster ? await ofCluster() : await metrics.registry.metrics() });
    if (config.metricsToken) {
      const token = config.metricsToken;
      app.get(METRICS_PATH, { schema: { hide: true }, config: { loadShedding: false, requestContext: false } }, async (request, reply) => {
        if (!tokenMatches(request.headers.authorization, token)) {
          return reply.status(401).header('www-authenticate', 'Bearer').send({ error: { code: 'unauthorized', message: 'Metrics need the metrics token' } } satisfies ErrorBody);
        }
        const { type, body } = await scrape();
        return reply.header('cache-control', 'no-store').type(type).send(body);
      });
    }
    if (config.metricsPort) {
      const server: Server = createServer((request, response) => {
        if (request.method !== 'GET' || request.url?.split('?')[0] !== METRICS_PATH) {
          response.writeHead(404).end();
          return;
        }
        scrape().then(
          ({ type, body }) => response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body),
          (error: unknown) => {
            app.log.error({ err: error }, 'metrics scrape failed');
            response.writeHead(500).end();
          },
        );
      });
      await new Promise<void>((resolve, reject) => server.once('error', reject).listen(config.metricsPort!, resolve));
      app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
    }
  },
  { name: 'observability' },
);
