import { loadConfig } from './config.ts';
import { startServer } from './server.ts';

const started = Date.now();
const server = await startServer(loadConfig());
console.log(`\n  Shop ready at ${server.url}  (started in ${((Date.now() - started) / 1000).toFixed(1)} s)\n`);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: closing connections and stopping the database...`);
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
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
