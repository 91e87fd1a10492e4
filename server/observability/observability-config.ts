/** Metrics, traces and load shedding (README "Configuration", the observability rows). */
export interface ObservabilityConfig {
  /** METRICS_TOKEN: `GET /metrics` on the shop's port answers only `Authorization: Bearer <token>`. */
  metricsToken: string | null;
  /** METRICS_PORT: serve `/metrics` on this port of its own (no token needed there); null → none. */
  metricsPort: number | null;
  /** OTEL_EXPORTER_OTLP_ENDPOINT: OTLP/HTTP collector base URL (`/v1/traces` is added); null → no tracing. */
  otlpEndpoint: string | null;
  /** OTEL_SERVICE_NAME, the traces' `service.name`. */
  serviceName: string;
  /** LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: mean event-loop delay over a sample above which requests get 503; 0 → off. */
  maxEventLoopDelayMs: number;
  /** LOAD_SHED_MAX_EVENT_LOOP_UTILIZATION: event-loop utilisation (0-1) above which requests get 503; 0 → off. */
  maxEventLoopUtilization: number;
  /** LOAD_SHED_SAMPLE_MS: how often the event loop is measured. */
  sampleMs: number;
  /** LOAD_SHED_RETRY_AFTER_S: the Retry-After of a shed request. */
  retryAfterSeconds: number;
}

type Env = Record<string, string | undefined>;

function numberFrom(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) throw new Error(`${name} must be a number from ${min} to ${max}, got "${raw}"`);
  return value;
}

export function observabilityFrom(env: Env): ObservabilityConfig {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || null;
  if (endpoint && !/^https?:\/\/\S+$/.test(endpoint)) throw new Error(`OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL, got "${endpoint}"`);
  const port = numberFrom(env, 'METRICS_PORT', 0, 0, 65_535);
  return {
    metricsToken: env.METRICS_TOKEN?.trim() || null,
    metricsPort: port > 0 ? Math.floor(port) : null,
    otlpEndpoint: endpoint?.replace(/\/+$/, '') ?? null,
    serviceName: env.OTEL_SERVICE_NAME?.trim() || 'linhkien-shop',
    maxEventLoopDelayMs: numberFrom(env, 'LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS', 1_000, 0, 60_000),
    maxEventLoopUtilization: numberFrom(env, 'LOAD_SHED_MAX_EVENT_LOOP_UTILIZATION', 0, 0, 1),
    sampleMs: numberFrom(env, 'LOAD_SHED_SAMPLE_MS', 1_000, 10, 60_000),
    retryAfterSeconds: Math.ceil(numberFrom(env, 'LOAD_SHED_RETRY_AFTER_S', 5, 1, 3_600)),
  };
}
