// `npm run worker`: the job queue alone (server/worker-main.ts), for web processes on JOB_QUEUE=0.
await import('../server/worker-main.ts');
