import { context, defaultTextMapGetter, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Context, type Span, type Tracer } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import pg from 'pg';

/** Longest SQL text kept on a span (statements are parameterised: values never appear). */
const MAX_STATEMENT = 2_000;

const propagator = new W3CTraceContextPropagator();
let contextReady = false;

/** One process-wide async context, so a query's span finds the request span it runs under. */
function ensureContext(): void {
  if (contextReady) return;
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  contextReady = true;
}

/** The tracer PostgreSQL query spans go to (the latest started app's, in a process running several). */
let queryTracer: Tracer | null = null;
let pgPatched = false;

type QueryArgs = [config: unknown, values?: unknown, callback?: unknown];

/**
 * Gives every `pg` query made while a traced request is active a child span (`pg.query`, the
 * statement text, failures recorded). Patches `pg.Client.prototype.query` once, as OpenTelemetry's
 * own pg instrumentation does: the ORM pool, pg-boss and the index loader all query through it.
 * Queries outside a request (polls, the change feed) make no spans.
 */
function tracePostgres(): void {
  if (pgPatched) return;
  pgPatched = true;
  const original = pg.Client.prototype.query as (...args: QueryArgs) => unknown;
  const traced = function (this: pg.Client, ...args: QueryArgs): unknown {
    const parent = context.active();
    const tracer = queryTracer;
    const [config] = args;
    // A Submittable (a cursor) reports through its own events: passed through untraced.
    if (!tracer || !trace.getSpan(parent) || (typeof config === 'object' && config !== null && 'submit' in config)) return original.apply(this, args);
    const text = typeof config === 'string' ? config : String((config as { text?: string } | null)?.text ?? '');
    const span = tracer.startSpan(
      'pg.query',
      { kind: SpanKind.CLIENT, attributes: { 'db.system.name': 'postgresql', 'db.query.text': text.slice(0, MAX_STATEMENT), 'db.namespace': this.database ?? '' } },
      parent,
    );
    const finish = (error: unknown) => {
      if (error) {
        span.recordException(error as Error);
        span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
      }
      span.end();
    };
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as (error: unknown, result: unknown) => void;
      args[last] = (error: unknown, result: unknown) => {
        finish(error);
        callback(error, result);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args) as Promise<unknown>;
    return result.then(
      (value) => {
        finish(null);
        return value;
      },
      (error: unknown) => {
        finish(error);
        throw error;
      },
    );
  };
  pg.Client.prototype.query = traced as typeof pg.Client.prototype.query;
}

/** Tracing of one app: spans are batched and sent over OTLP/HTTP (JSON) to `${endpoint}/v1/traces`. */
export class ShopTracing {
  private readonly provider: BasicTracerProvider;
  readonly tracer: Tracer;

  constructor(endpoint: string, serviceName: string) {
    ensureContext();
    this.provider = new BasicTracerProvider({
      resource: resourceFromAttributes({ 'service.name': serviceName }),
      spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint}/v1/traces` }), { scheduledDelayMillis: 1_000 })],
    });
    this.tracer = this.provider.getTracer('linhkien-shop');
    queryTracer = this.tracer;
    tracePostgres();
  }

  /** A server span for a request, child of the caller's `traceparent` when it sends one. */
  startRequest(method: string, route: string, headers: Record<string, unknown>): { span: Span; context: Context } {
    const parent = propagator.extract(ROOT_CONTEXT, headers, defaultTextMapGetter);
    const span = this.tracer.startSpan(`${method} ${route}`, { kind: SpanKind.SERVER, attributes: { 'http.request.method': method, 'http.route': route } }, parent);
    return { span, context: trace.setSpan(parent, span) };
  }

  /** Sends what is buffered and stops. */
  async close(): Promise<void> {
    if (queryTracer === this.tracer) queryTracer = null;
    await this.provider.forceFlush();
    await this.provider.shutdown();
  }
}

export { context as otelContext, SpanStatusCode };
