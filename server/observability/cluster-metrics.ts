import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, type Registry } from 'prom-client';

/**
 * Metrics of every worker of a WEB_CONCURRENCY > 1 start, summed. The workers share the port, so a
 * scrape reaches one of them at random; that worker asks the primary (`answerClusterMetrics`),
 * which collects every worker's registry over the cluster's IPC (prom-client's
 * AggregatorRegistry: counters and histograms summed, each gauge as its `aggregator` says) and
 * sends the sum back.
 */
const REQUEST = 'shop:cluster-metrics-request';
const RESPONSE = 'shop:cluster-metrics-response';
const TIMEOUT_MS = 10_000;

interface MetricsRequest {
  type: typeof REQUEST;
  id: string;
}
interface MetricsResponse {
  type: typeof RESPONSE;
  id: string;
  body?: string;
  error?: string;
}

const isRequest = (message: unknown): message is MetricsRequest => (message as MetricsRequest | null)?.type === REQUEST;
const isResponse = (message: unknown): message is MetricsResponse => (message as MetricsResponse | null)?.type === RESPONSE;

/** In the cluster's primary: answers the workers' requests for the summed metrics. */
export function answerClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isRequest(message)) return;
    aggregator.clusterMetrics().then(
      (body) => worker.send({ type: RESPONSE, id: message.id, body } satisfies MetricsResponse),
      (error: unknown) => worker.send({ type: RESPONSE, id: message.id, error: String(error) } satisfies MetricsResponse),
    );
  });
}

/**
 * In a cluster worker: reports `registry` when the primary collects, and returns the scrape that
 * asks the primary for every worker's sum. Outside a cluster: null (scrape the registry itself).
 */
export function clusterScrape(registry: Registry): (() => Promise<string>) | null {
  if (!cluster.isWorker || !process.send) return null;
  // Constructing one is what makes prom-client answer the primary's collection in a worker.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
  const waiting = new Map<string, { resolve(body: string): void; reject(error: Error): void }>();
  process.on('message', (message: unknown) => {
    if (!isResponse(message)) return;
    const pending = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.body !== undefined) pending?.resolve(message.body);
    else pending?.reject(new Error(message.error ?? 'no metrics'));
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = randomUUID();
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('the cluster primary did not answer with the metrics'));
      }, TIMEOUT_MS);
      waiting.set(id, {
        resolve: (body) => (clearTimeout(timer), resolve(body)),
        reject: (error) => (clearTimeout(timer), reject(error)),
      });
      process.send!({ type: REQUEST, id } satisfies MetricsRequest);
    });
}
