import autocannon, { type AutocannonClient, type AutocannonRequest } from 'autocannon';

/** One HTTP request of a scenario's sequence; `path` gets the pool entry the sequence is on. */
export interface ScenarioStep<T> {
  name: string;
  path(entry: T): string;
  /** A POST step's JSON body and extra headers (default: GET without a body). */
  post?: { body(entry: T): string; headers: Record<string, string> };
  /** True when a (JSON) answer actually found something: an endpoint that finds nothing is fast for the wrong reason. */
  found(body: unknown): boolean;
}

export interface LoadSettings {
  baseUrl: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  headers: Record<string, string>;
}

/** Latency percentiles in milliseconds, from every single response. */
export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface StepResult extends LatencySummary {
  name: string;
  requestsPerSecond: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  statusCodes: Record<string, number>;
}

export interface ScenarioRun {
  seconds: number;
  steps: StepResult[];
  /** With several steps: the time of the whole sequence (the steps one after another on one connection). */
  sequence: (LatencySummary & { sequencesPerSecond: number }) | null;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export function summarize(latencies: number[]): LatencySummary {
  const sorted = Float64Array.from(latencies).sort();
  const list = Array.from(sorted);
  return { count: list.length, p50: percentile(list, 50), p95: percentile(list, 95), p99: percentile(list, 99), max: list.at(-1) ?? 0 };
}

/**
 * Runs a fixed pool of request sequences against the server with autocannon: `connections`
 * keep-alive clients, each sending its next request as soon as the previous one answered (closed
 * loop). Entries are handed out in pool order from one shared cursor, wrapping around, so every
 * run sends the same requests. Autocannon's own histogram has no p95, so every response time is
 * recorded here (per step, and per whole sequence on a connection).
 */
async function drive<T>(pool: readonly T[], steps: readonly ScenarioStep<T>[], settings: LoadSettings, seconds: number, startAt: number): Promise<ScenarioRun> {
  let cursor = startAt;
  const requests: AutocannonRequest[] = steps.map((step, index) => ({
    method: step.post ? 'POST' : 'GET',
    setupRequest(request, context) {
      if (index === 0) context.entry = pool[cursor++ % pool.length];
      const path = step.path(context.entry as T);
      if (!step.post) return { ...request, path };
      return { ...request, path, body: step.post.body(context.entry as T), headers: { ...request.headers, ...step.post.headers, 'content-type': 'application/json' } };
    },
  }));
  const latencies = steps.map(() => [] as number[]);
  const statuses = steps.map(() => new Map<number, number>());
  const sequences: number[] = [];
  const instance = autocannon({
    url: settings.baseUrl,
    connections: settings.connections,
    duration: seconds,
    timeout: 30,
    headers: settings.headers,
    requests,
    setupClient(client: AutocannonClient) {
      let sequenceMs = 0;
      client.on('response', (statusCode: number, _bytes: number, responseTimeMs: number) => {
        // Emitted before the client moves on, so the index is that of the request that answered.
        const index = client.requestIterator.currentRequestIndex;
        latencies[index]?.push(responseTimeMs);
        const codes = statuses[index];
        codes?.set(statusCode, (codes.get(statusCode) ?? 0) + 1);
        sequenceMs = index === 0 ? responseTimeMs : sequenceMs + responseTimeMs;
        if (index === steps.length - 1 && steps.length > 1) sequences.push(sequenceMs);
      });
    },
  });
  const result = await instance;
  const elapsed = result.duration || seconds;
  return {
    seconds: elapsed,
    steps: steps.map((step, index) => {
      const codes = Object.fromEntries([...(statuses[index] ?? new Map<number, number>())].map(([code, n]) => [String(code), n]));
      const non2xx = Object.entries(codes).reduce((sum, [code, n]) => sum + (code.startsWith('2') ? 0 : n), 0);
      const summary = summarize(latencies[index] ?? []);
      return {
        name: step.name,
        ...summary,
        requestsPerSecond: summary.count / elapsed,
        // Autocannon counts errors for the run, not per request of a sequence: reported on the first step.
        errors: index === 0 ? result.errors : 0,
        non2xx,
        statusCodes: codes,
      };
    }),
    sequence: steps.length > 1 ? { ...summarize(sequences), sequencesPerSecond: sequences.length / elapsed } : null,
  };
}

/** A short warm-up (JIT, connection pools, PostgreSQL buffers), then the measured run. */
export async function measureScenario<T>(
  pool: readonly T[],
  steps: readonly ScenarioStep<T>[],
  settings: LoadSettings,
  /** Called right before the measured run starts (after the warm-up). */
  onMeasuredStart?: () => void,
): Promise<ScenarioRun> {
  if (pool.length === 0) throw new Error('empty request pool');
  // The warm-up takes its requests from the far half of the pool; the measured run starts at 0.
  if (settings.warmupSeconds > 0) await drive(pool, steps, settings, settings.warmupSeconds, Math.floor(pool.length / 2));
  onMeasuredStart?.();
  return drive(pool, steps, settings, settings.seconds, 0);
}
