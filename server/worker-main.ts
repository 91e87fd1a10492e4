import { loadConfig, type AppConfig } from './config.ts';
import { startJobWorker, type RunningJobWorker } from './job-worker.ts';
import { refuseUnsafeProduction } from './production-check.ts';
import { StartFailure, startFailureText } from './start-failure.ts';

// `npm run worker`: works the job queue of a shop whose web processes run JOB_QUEUE=0.
function fail(error: unknown): never {
  console.error(startFailureText(error).replace('Could not start the shop', 'Could not start the job worker'));
  process.exit(1);
}

let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  fail(error);
}
refuseUnsafeProduction(process.env, config);
let worker: RunningJobWorker;
try {
  if (!config.databaseUrl) throw new StartFailure('the job worker needs DATABASE_URL (the shop’s PostgreSQL); the embedded one-process shop works its jobs itself');
  worker = await startJobWorker({ ...config, databaseUrl: config.databaseUrl });
} catch (error) {
  fail(error);
}
console.log('job worker ready: working the order-update and order-confirmation queues');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    worker.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
