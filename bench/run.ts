// `npm run bench`: starts the real server (production code path, embedded PostgreSQL in a
// scratch folder, demo catalogue seeded), then measures cold start, warm restart and the
// latency/throughput of the shell's hot endpoints. Not part of `npm test`.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../server/config.ts';
import { startServer } from '../server/server.ts';
import { runLoad, type LoadResult } from './load.ts';

const seconds = Number(process.env.BENCH_SECONDS || 5);
const concurrency = Number(process.env.BENCH_CONCURRENCY || 16);
const scratch = mkdtempSync(join(tmpdir(), 'shop-bench-'));
const config = { ...loadConfig({ DATA_DIR: scratch, PORT: '0', EMBEDDED_PG_PORT: process.env.BENCH_PG_PORT || '54380', LOG_LEVEL: 'silent' }), host: '127.0.0.1' };
const quiet = () => {};

try {
  let t0 = performance.now();
  let server = await startServer(config, quiet);
  const coldStart = performance.now() - t0;
  await server.stop();

  t0 = performance.now();
  server = await startServer(config, quiet);
  const warmStart = performance.now() - t0;

  const menu = (await (await fetch(`${server.url}/v1/get-menu`)).json()) as { categories: { id: number; image_id: number; children: { id: number }[] }[] };
  const level2 = menu.categories[0]!.children[0]!.id;
  const imageId = menu.categories[0]!.image_id;
  await fetch(`${server.url}/upload/medium/${imageId}.jpg`); // render once; the benchmark measures cached serving

  const results: LoadResult[] = [];
  for (const path of ['/healthz', '/v1/get-menu', '/v1/get-footer', `/v1/get-category-show?parent_id=${level2}&limit=12`, `/upload/medium/${imageId}.jpg`]) {
    results.push(await runLoad(`${server.url}${path}`, { concurrency, seconds, headers: { 'accept-encoding': 'gzip' } }));
  }
  await server.stop();

  console.log(`\nBenchmark: ${availableParallelism()} cores, Node ${process.version}, dataset 3,414 products / 353 categories`);
  console.log(`cold start (initdb + migrate + seed): ${(coldStart / 1000).toFixed(1)} s`);
  console.log(`warm start (existing data):          ${(warmStart / 1000).toFixed(2)} s\n`);
  console.log(`${concurrency} concurrent clients, ${seconds} s per endpoint:`);
  console.log('endpoint'.padEnd(52), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7));
  for (const r of results) {
    const path = new URL(r.url).pathname + new URL(r.url).search;
    console.log(path.padEnd(52), r.perSecond.toFixed(0).padStart(8), r.p50.toFixed(1).padStart(8), r.p95.toFixed(1).padStart(8), r.p99.toFixed(1).padStart(8), String(r.errors).padStart(7));
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
