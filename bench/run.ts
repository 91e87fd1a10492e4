// `npm run bench`: runs the real server in its own process on a scratch embedded PostgreSQL with
// the demo catalogue, measures cold and warm start, then the latency and throughput of the shell's
// hot endpoints under concurrent load. Not part of `npm test`.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { runLoad, type LoadResult } from './load.ts';
import { startServerProcess } from './server-process.ts';

const seconds = Number(process.env.BENCH_SECONDS || 5);
const concurrency = Number(process.env.BENCH_CONCURRENCY || 16);
const scratch = mkdtempSync(join(tmpdir(), 'shop-bench-'));
const env = {
  DATA_DIR: scratch,
  PORT: process.env.BENCH_PORT || '3900',
  HOST: '127.0.0.1',
  EMBEDDED_PG_PORT: process.env.BENCH_PG_PORT || '54380',
  CLIENT_DIR: join(scratch, 'no-client'),
};

try {
  let server = await startServerProcess(env);
  const coldStart = server.readyAfterMs;
  await server.stop();
  server = await startServerProcess(env);
  const warmStart = server.readyAfterMs;

  const menu = (await (await fetch(`${server.url}/v1/get-menu`)).json()) as { categories: { image_id: number; children: { id: number }[] }[] };
  const level2 = menu.categories[0]!.children[0]!.id;
  const imageId = menu.categories[0]!.image_id;
  await fetch(`${server.url}/upload/medium/${imageId}.jpg`); // render once; measure cached serving

  const paths = ['/healthz', '/v1/get-menu', '/v1/get-footer', `/v1/get-category-show?parent_id=${level2}&limit=12`, `/upload/medium/${imageId}.jpg`];
  const results: LoadResult[] = [];
  for (const path of paths) {
    results.push(await runLoad(`${server.url}${path}`, { concurrency, seconds, headers: { 'accept-encoding': 'gzip' } }));
  }
  await server.stop();

  console.log(`\nBenchmark: ${availableParallelism()} cores, Node ${process.version}, dataset 3,414 products / 353 categories`);
  console.log(`cold start (initdb + migrate + seed, until /healthz): ${(coldStart / 1000).toFixed(1)} s`);
  console.log(`warm start (existing data, until /healthz):          ${(warmStart / 1000).toFixed(2)} s\n`);
  console.log(`${concurrency} concurrent clients, ${seconds} s per endpoint, gzip accepted:`);
  console.log('endpoint'.padEnd(46), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7));
  for (const r of results) {
    const url = new URL(r.url);
    console.log((url.pathname + url.search).padEnd(46), r.perSecond.toFixed(0).padStart(8), r.p50.toFixed(1).padStart(8), r.p95.toFixed(1).padStart(8), r.p99.toFixed(1).padStart(8), String(r.errors).padStart(7));
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
