/** Result of hammering one URL with a fixed number of concurrent clients for a fixed time. */
export interface LoadResult {
  url: string;
  requests: number;
  errors: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * Closed-loop load: `concurrency` clients each send the next request as soon as the previous
 * answered, for `seconds`. Latencies in milliseconds; a non-2xx/304 answer counts as an error.
 */
export async function runLoad(url: string, options: { concurrency: number; seconds: number; headers?: Record<string, string> }): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + options.seconds * 1000;
  const started = performance.now();
  async function client(): Promise<void> {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        const response = await fetch(url, { headers: options.headers });
        await response.arrayBuffer();
        if (!response.ok && response.status !== 304) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, client));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    url,
    requests: latencies.length,
    errors,
    seconds,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}
