import cluster, { type Worker } from 'node:cluster';
import type { AppConfig } from './config.ts';
import { answerClusterMetrics } from './observability/cluster-metrics.ts';
import { prepareDatabase, startWorker, type RunningServer } from './server.ts';

/** The primary of a WEB_CONCURRENCY > 1 start: it serves nothing itself. */
export interface ClusterPrimary {
  url: string;
  /** Asks every worker to stop, waits for them, then stops the embedded PostgreSQL. */
  stop(): Promise<void>;
}

/** More crashes than this within RESTART_WINDOW_MS stops the shop instead of restarting forever. */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;
const WORKER_STOP_TIMEOUT_MS = 12_000;

/**
 * Starts `workers` HTTP processes that share PORT (README "Configuration": WEB_CONCURRENCY).
 * This process opens the database (starting the embedded PostgreSQL when DATABASE_URL is unset)
 * and runs migrations, reference data and the demo seed once; then it forks the workers, which
 * run `exec` (the server entry) and each build their own app and catalogue index (they follow
 * the `catalog_version` poll, so they agree after a change). A worker that dies is replaced.
 */
export async function startClusterPrimary(
  config: AppConfig,
  options: { workers: number; exec: string; log?: (line: string) => void },
): Promise<ClusterPrimary> {
  const log = options.log ?? console.log;
  const database = await prepareDatabase(config, log);
  // The workers open their own pools; the primary needs no connection while they run.
  await database.closeOrm();
  cluster.setupPrimary({ exec: options.exec, args: [] });
  // A scrape of /metrics reaches one worker, which asks here for every worker's sum.
  answerClusterMetrics();
  const workerEnv = { DATABASE_URL: database.url, SEED_DEMO: 'false' };

  let stopping = false;
  let allListening = false;
  let onFatal: (error: Error) => void = () => undefined;
  const restarts: number[] = [];
  const listening = new Set<Worker>();

  function fork(): Worker {
    const worker = cluster.fork(workerEnv);
    worker.once('listening', () => listening.add(worker));
    worker.once('exit', (code, signal) => {
      const wasListening = listening.delete(worker);
      if (stopping) return;
      const how = signal ? `signal ${signal}` : `code ${code}`;
      // At start a worker that cannot listen (port taken, database gone) stops the start.
      if (!allListening) return onFatal(new Error(`worker ${worker.process.pid} exited with ${how} before it listened`));
      const now = Date.now();
      restarts.push(now);
      while (restarts.length && restarts[0]! < now - RESTART_WINDOW_MS) restarts.shift();
      if (restarts.length > MAX_RESTARTS) return onFatal(new Error(`workers died ${restarts.length} times within a minute`));
      log(`worker ${worker.process.pid} exited with ${how}${wasListening ? '' : ' before it listened'}; starting another`);
      fork();
    });
    return worker;
  }

  async function stopWorkers(): Promise<void> {
    stopping = true;
    const alive = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker && !worker.isDead());
    await Promise.all(
      alive.map(
        (worker) =>
          new Promise<void>((resolve) => {
            const force = setTimeout(() => worker.process.kill('SIGKILL'), WORKER_STOP_TIMEOUT_MS);
            worker.once('exit', () => {
              clearTimeout(force);
              resolve();
            });
            worker.process.kill('SIGTERM');
          }),
      ),
    );
  }

  try {
    const address = await new Promise<{ port: number }>((resolve, reject) => {
      onFatal = reject;
      const started = Array.from({ length: options.workers }, fork);
      let ready = 0;
      for (const worker of started) {
        worker.once('listening', (where) => {
          ready += 1;
          if (ready === started.length) resolve(where);
        });
      }
    });
    allListening = true;
    onFatal = (error) => {
      log(`${error.message}: stopping`);
      void stopWorkers()
        .then(() => database.close())
        .finally(() => process.exit(1));
    };
    return {
      url: `http://localhost:${address.port}`,
      async stop() {
        await stopWorkers();
        await database.close();
      },
    };
  } catch (error) {
    await stopWorkers();
    await database.close();
    throw error;
  }
}

/** A worker forked by `startClusterPrimary`: the app on the database the primary prepared. */
export async function startClusterWorker(config: AppConfig): Promise<RunningServer> {
  if (!config.databaseUrl) throw new Error('a cluster worker needs DATABASE_URL from its primary');
  return startWorker({ ...config, databaseUrl: config.databaseUrl });
}

export const isClusterWorker = (): boolean => cluster.isWorker;
