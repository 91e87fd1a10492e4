// `npm run bench:catalog`: loads a deterministic 1,000,000-product catalogue into the benchmark's
// own embedded PostgreSQL (cached between runs), starts the production server on it in its own
// process, and measures search suggestions, category listing with filter counts and the product
// API with autocannon. Not part of `npm test`. `--help` lists the options.
import { availableParallelism, cpus, totalmem } from 'node:os';
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../server/config.ts';
import { buildCatalogPlan } from '../../server/seed/plan/build-catalog-plan.ts';
import { loadRawParts } from '../../server/seed/plan/load-raw-parts.ts';
import { cpuBusyPercent, MS_PER_TICK, otherCpuDuring, ticksOf } from './cpu-busy.ts';
import { BENCH_DATA_DIR, datasetDatabaseName, startBenchPostgres } from './bench-database.ts';
import { loadCatalog } from './load-catalog.ts';
import { measureScenario, type LoadSettings } from './measure.ts';
import { startOrderStream } from './order-stream.ts';
import { datasetSummary, resultsTable, writeResults, type DatasetReport, type ResultRow, type RunSettings } from './report.ts';
import { buildRequestPools, DEFAULT_POOL_SIZES } from './request-pools.ts';
import { SCENARIO_IDS, scenarios, type Scenario } from './scenarios.ts';
import { startServerUnderTest, type ServerUnderTest } from './server-under-test.ts';

const HELP = `npm run bench:catalog -- [options]
  --dataset 1m|demo|all   which catalogue to measure (default 1m; demo = the 3,414 real parts)
  --products N            size of the big dataset (default 1000000)
  --reload                rebuild the dataset even if the cached one matches
  --load-only             load (or check) the dataset, print its size, measure nothing
  --seconds S             measured seconds per scenario (default 15)
  --warmup S              warm-up seconds before each scenario (default 3)
  --connections C         concurrent connections (default 16)
  --orders R              place R orders per second (stock-taking transactions) under every scenario,
                          timing how fast a sold-out product leaves the in-stock count (default 0: none)
  --workers N             WEB_CONCURRENCY of the server under test (default: as \`npm start\` here, WEB_CONCURRENCY or 1)
  --scenario a,b          only these of: ${SCENARIO_IDS.join(', ')}
  --search-pool N         number of distinct search queries (default 1000)
  --wait-idle M           before each dataset, wait up to M minutes for other work to use < 10 % CPU
  --results FILE          where to write the results (default bench/catalog/results/latest.json)
  --seed N                generator and request-pool seed (default 20261122)
  --port P                port of the server under test (default 3300)
  --pg-port P             port of the benchmark's embedded PostgreSQL (default 54380)
Data lives in .data/bench-catalog; results go to bench/catalog/results/latest.json.`;

const { values: args } = parseArgs({
  options: {
    dataset: { type: 'string', default: '1m' },
    products: { type: 'string', default: '1000000' },
    reload: { type: 'boolean', default: false },
    'load-only': { type: 'boolean', default: false },
    seconds: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '16' },
    workers: { type: 'string' },
    orders: { type: 'string', default: '0' },
    scenario: { type: 'string' },
    'search-pool': { type: 'string', default: String(DEFAULT_POOL_SIZES.search) },
    'wait-idle': { type: 'string', default: '0' },
    results: { type: 'string' },
    seed: { type: 'string', default: '20261122' },
    port: { type: 'string', default: '3300' },
    'pg-port': { type: 'string', default: '54380' },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.log(HELP);
  process.exit(0);
}

function positiveInt(name: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`--${name} must be a whole number, got "${raw}"`);
  return value;
}

const settings: RunSettings = {
  connections: positiveInt('connections', args.connections),
  workers: args.workers === undefined ? loadConfig().webConcurrency : Math.max(1, positiveInt('workers', args.workers)),
  seconds: positiveInt('seconds', args.seconds),
  warmupSeconds: positiveInt('warmup', args.warmup),
  seed: positiveInt('seed', args.seed),
};
const bigSize = positiveInt('products', args.products);
const wanted = args.scenario ? new Set(args.scenario.split(',')) : null;
for (const id of wanted ?? []) if (!(SCENARIO_IDS as readonly string[]).includes(id)) throw new Error(`unknown scenario "${id}"`);
if (!['1m', 'demo', 'all'].includes(args.dataset)) throw new Error(`--dataset must be 1m, demo or all, got "${args.dataset}"`);

const log = (line: string): void => console.log(`[bench:catalog] ${line}`);
const resultsPath = args.results ? resolve(args.results) : fileURLToPath(new URL('./results/latest.json', import.meta.url));
const defaults = loadConfig({});
const plan = buildCatalogPlan(loadRawParts(), { exchangeRate: defaults.seedExchangeRate, marginPercent: defaults.seedMarginPercent });
const demoSize = plan.products.length;
const datasets = args.dataset === 'all' ? ['demo', '1m'] : [args.dataset];
const sizeOf = (dataset: string): number => (dataset === 'demo' ? demoSize : bigSize);
const labelOf = (dataset: string): string => (dataset === 'demo' ? 'demo' : sizeOf(dataset) === 1_000_000 ? '1m' : String(sizeOf(dataset)));

const FOUND_SAMPLE = 100;

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Asks the first pool entries one by one before the load: whether the endpoint exists at all (a
 * 404 "no route" while the helpers are still building it), and for each step how many answers
 * found something.
 */
async function probe(server: ServerUnderTest, scenario: Scenario): Promise<{ missing: string | null; found: string[] }> {
  const found = scenario.steps.map(() => 0);
  const entries = scenario.pool.slice(0, FOUND_SAMPLE);
  for (const entry of entries) {
    for (const [index, step] of scenario.steps.entries()) {
      const response = await fetch(
        server.url + step.path(entry),
        step.post
          ? { method: 'POST', body: step.post.body(entry), headers: { accept: 'application/json', 'content-type': 'application/json', ...step.post.headers } }
          : { headers: { accept: 'application/json' } },
      );
      const text = await response.text();
      if (response.status === 404 && /No route for|Route .* not found/.test(text)) return { missing: 'endpoint missing (404)', found: [] };
      if (response.ok && step.found(parsedJson(text))) found[index]! += 1;
    }
  }
  return { missing: null, found: found.map((n) => `${n}/${entries.length}`) };
}

async function measureDataset(dataset: string, adminUrl: string): Promise<DatasetReport> {
  const size = sizeOf(dataset);
  const loaded = await loadCatalog({
    adminUrl,
    database: datasetDatabaseName(size, demoSize),
    products: size,
    seed: settings.seed,
    storageDir: join(BENCH_DATA_DIR, 'storage'),
    reload: args.reload,
    plan,
    log,
  });
  const report: DatasetReport = {
    measuredAt: new Date().toISOString(),
    machine: {
      cores: availableParallelism(),
      cpu: cpus()[0]?.model ?? 'unknown',
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      cpuBusyBeforePercent: 0,
    },
    settings,
    dataset: labelOf(dataset),
    database: loaded.database,
    stats: loaded.stats,
    loadSeconds: loaded.loadSeconds,
    serverReadySeconds: null,
    pools: { searchQueries: 0, listings: 0, productSlugs: 0 },
    rows: [],
  };
  if (args['load-only']) return report;

  const pools = await buildRequestPools(loaded.url, settings.seed, { ...DEFAULT_POOL_SIZES, search: positiveInt('search-pool', args['search-pool']) });
  report.pools = { searchQueries: pools.searchQueries.length, listings: pools.listings.length, productSlugs: pools.productSlugs.length };
  log(`request pools: ${pools.searchQueries.length} search queries, ${pools.listings.length} listing selections, ${pools.productSlugs.length} product slugs, ${pools.bomRequests.length} BOMs`);
  const idleDeadline = Date.now() + positiveInt('wait-idle', args['wait-idle']) * 60_000;
  report.machine.cpuBusyBeforePercent = await cpuBusyPercent();
  while (report.machine.cpuBusyBeforePercent >= 10 && Date.now() < idleDeadline) {
    log(`CPU busy with other work: ${report.machine.cpuBusyBeforePercent} %, waiting for a quieter machine...`);
    await new Promise((resolve) => setTimeout(resolve, 20_000));
    report.machine.cpuBusyBeforePercent = await cpuBusyPercent();
  }
  log(`CPU busy with other work: ${report.machine.cpuBusyBeforePercent} %`);
  log(`starting the server on port ${args.port} with ${settings.workers} worker process(es) (startup may build in-memory indexes)...`);
  const logFile = join(BENCH_DATA_DIR, `server-${report.dataset}.log`);
  const server = await startServerUnderTest({
    port: positiveInt('port', args.port),
    databaseUrl: loaded.url,
    storageDir: join(BENCH_DATA_DIR, 'storage'),
    dataDir: BENCH_DATA_DIR,
    logFile,
    workers: settings.workers,
  });
  report.serverReadySeconds = round1(server.readySeconds);
  log(`server ready in ${server.readySeconds.toFixed(1)} s`);
  const ourProcesses = [process.pid, server.pid, postmasterPid()].filter((pid) => pid > 0);
  const load: LoadSettings = {
    baseUrl: server.url,
    connections: settings.connections,
    seconds: settings.seconds,
    warmupSeconds: settings.warmupSeconds,
    headers: { 'accept-encoding': 'gzip', accept: 'application/json' },
  };
  const ordersPerSecond = positiveInt('orders', args.orders);
  const orderStream = ordersPerSecond > 0 ? await startOrderStream({ databaseUrl: loaded.url, baseUrl: server.url, rate: ordersPerSecond, seed: settings.seed, logFile, log }) : null;
  if (orderStream) log(`placing ${ordersPerSecond} orders per second under every scenario`);
  try {
    for (const scenario of scenarios(pools)) {
      if (wanted && !wanted.has(scenario.id)) continue;
      const { missing, found } = await probe(server, scenario);
      if (missing) {
        log(`${scenario.id}: ${missing}, skipped`);
        for (const step of scenario.steps) report.rows.push(skippedRow(scenario, step.name, missing));
        continue;
      }
      log(`${scenario.id}: ${settings.warmupSeconds} s warm-up + ${settings.seconds} s at ${settings.connections} connections...`);
      let appTicksBefore = 0;
      const { result: run, otherPercent } = await otherCpuDuring(ourProcesses, () =>
        measureScenario(scenario.pool, scenario.steps, load, () => {
          appTicksBefore = ticksOf([server.pid]);
        }),
      );
      const appCpuMs = (ticksOf([server.pid]) - appTicksBefore) * MS_PER_TICK;
      const single = run.steps.length === 1;
      const answered = (run.sequence ? run.sequence.sequencesPerSecond : (run.steps[0]?.requestsPerSecond ?? 0)) * run.seconds;
      const appCpuMsPerRequest = answered > 0 ? Math.round((appCpuMs / answered) * 100) / 100 : null;
      for (const [index, step] of run.steps.entries()) {
        const ok = step.errors === 0 && step.non2xx === 0;
        report.rows.push({
          scenario: scenario.id,
          measure: step.name,
          status: 'ok',
          requestsPerSecond: round1(step.requestsPerSecond),
          p50: round1(step.p50),
          p95: round1(step.p95),
          p99: round1(step.p99),
          errors: step.errors,
          non2xx: step.non2xx,
          found: found[index] ?? null,
          otherCpuPercent: otherPercent,
          appCpuMsPerRequest: single ? appCpuMsPerRequest : null,
          targetP95Ms: single ? scenario.targetP95Ms : null,
          pass: single ? ok && step.p95 <= scenario.targetP95Ms : null,
        });
        if (step.non2xx > 0) log(`  ${step.name}: status codes ${JSON.stringify(step.statusCodes)}`);
      }
      if (run.sequence) {
        const ok = run.steps.every((step) => step.errors === 0 && step.non2xx === 0);
        report.rows.push({
          scenario: scenario.id,
          measure: 'both, one after the other',
          status: 'ok',
          requestsPerSecond: round1(run.sequence.sequencesPerSecond),
          p50: round1(run.sequence.p50),
          p95: round1(run.sequence.p95),
          p99: round1(run.sequence.p99),
          errors: run.steps.reduce((sum, step) => sum + step.errors, 0),
          non2xx: run.steps.reduce((sum, step) => sum + step.non2xx, 0),
          found: null,
          otherCpuPercent: otherPercent,
          appCpuMsPerRequest,
          targetP95Ms: scenario.targetP95Ms,
          pass: ok && run.sequence.p95 <= scenario.targetP95Ms,
        });
      }
    }
  } finally {
    if (orderStream) {
      report.orderStream = await orderStream.stop();
      log(`order stream: ${JSON.stringify(report.orderStream)}`);
    }
    await server.stop();
  }
  return report;
}

const round1 = (value: number): number => Math.round(value * 10) / 10;

/** The benchmark cluster's postmaster (its backends are its children). */
function postmasterPid(): number {
  try {
    return Number(readFileSync(join(BENCH_DATA_DIR, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]) || 0;
  } catch {
    return 0;
  }
}

function skippedRow(scenario: Scenario, measure: string, status: string): ResultRow {
  return {
    scenario: scenario.id,
    measure,
    status,
    requestsPerSecond: null,
    p50: null,
    p95: null,
    p99: null,
    errors: null,
    non2xx: null,
    found: null,
    otherCpuPercent: null,
    targetP95Ms: scenario.targetP95Ms,
    pass: null,
  };
}

const postgres = await startBenchPostgres(positiveInt('pg-port', args['pg-port']), log);
let stopping = false;
const stopPostgres = async (): Promise<void> => {
  if (stopping) return;
  stopping = true;
  await postgres.stop();
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stopPostgres().finally(() => process.exit(130)));
try {
  const reports: DatasetReport[] = [];
  for (const dataset of datasets) reports.push(await measureDataset(dataset, postgres.adminUrl));
  console.log('');
  for (const report of reports) {
    console.log(datasetSummary(report));
    if (report.rows.length) {
      console.log(
        `${report.settings.connections} connections, ${report.settings.workers ?? 1} server worker process(es), ${report.settings.seconds} s per scenario after ${report.settings.warmupSeconds} s warm-up, ` +
          `${report.machine.cores} cores, Node ${report.machine.node}; CPU busy with other work before the run: ${report.machine.cpuBusyBeforePercent} %`,
      );
      console.log(resultsTable(report.rows));
    }
    console.log('');
  }
  const measured = reports.filter((report) => report.rows.length > 0);
  if (measured.length) {
    writeResults(resultsPath, { datasets: Object.fromEntries(measured.map((report) => [report.dataset, report])) });
    log(`results written to ${relative(process.cwd(), resultsPath)}`);
  }
} finally {
  await stopPostgres();
}
