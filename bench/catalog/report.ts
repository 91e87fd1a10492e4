import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DatasetStats } from './load-catalog.ts';
import type { OrderStreamReport } from './order-stream.ts';

/** One line of the results table: a scenario's step, or a sequence of steps as a whole. */
export interface ResultRow {
  scenario: string;
  measure: string;
  /** `ok`, or why nothing was measured (`endpoint missing (404)`). */
  status: string;
  requestsPerSecond: number | null;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  errors: number | null;
  non2xx: number | null;
  /** CPU used by other work on the machine during the scenario, in percent of all cores (null: unknown). */
  otherCpuPercent: number | null;
  /**
   * CPU milliseconds the server under test (all its processes, not PostgreSQL) spent per request
   * (per sequence for a sequence row; null on a sequence's single steps or when unknown). Unlike
   * latency it hardly depends on what else runs on the machine, so it compares code changes on a
   * busy machine.
   */
  appCpuMsPerRequest?: number | null;
  /** Of the first pool entries, asked one by one before the load: how many answers found something. */
  found: string | null;
  /** Null for lines that only inform (the single steps of a sequence). */
  targetP95Ms: number | null;
  pass: boolean | null;
}

export interface RunSettings {
  connections: number;
  /** WEB_CONCURRENCY of the server under test: HTTP worker processes sharing the port. */
  workers: number;
  seconds: number;
  warmupSeconds: number;
  seed: number;
}

export interface DatasetReport {
  measuredAt: string;
  machine: {
    cores: number;
    cpu: string;
    memoryGiB: number;
    node: string;
    /** Percent of all cores busy with other work, sampled for 3 s just before the server started. */
    cpuBusyBeforePercent: number;
  };
  settings: RunSettings;
  dataset: string;
  database: string;
  stats: DatasetStats;
  loadSeconds: number;
  serverReadySeconds: number | null;
  pools: { searchQueries: number; listings: number; productSlugs: number };
  rows: ResultRow[];
  /** With `--orders R`: the stream of orders that ran under every scenario. */
  orderStream?: OrderStreamReport;
}

/** `bench/catalog/results/latest.json`: the last report of each dataset. */
export interface ResultsFile {
  datasets: Record<string, DatasetReport>;
}

const ms = (value: number | null): string => (value === null ? '-' : value.toFixed(1));
const mib = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

export function datasetSummary(report: Pick<DatasetReport, 'dataset' | 'database' | 'stats' | 'loadSeconds' | 'serverReadySeconds'>): string {
  const { stats } = report;
  return [
    `dataset ${report.dataset} (database ${report.database}): ${stats.products.toLocaleString('en')} products, ` +
      `${stats.productProperties.toLocaleString('en')} product_properties rows, ${stats.priceRows.toLocaleString('en')} price rows, ` +
      `${stats.categories} categories, database ${mib(stats.databaseBytes)}`,
    `load time ${report.loadSeconds.toFixed(1)} s` +
      (report.serverReadySeconds === null ? '' : `; server ready (until /healthz answers) in ${report.serverReadySeconds.toFixed(1)} s`),
  ].join('\n');
}

/** The results as an aligned text table. */
export function resultsTable(rows: readonly ResultRow[]): string {
  const header = ['scenario', 'measure', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'err/non-2xx', 'found', 'other CPU', 'app CPU/req', 'target p95', 'result'];
  const lines = rows.map((row) => [
    row.scenario,
    row.measure,
    row.requestsPerSecond === null ? '-' : row.requestsPerSecond.toFixed(0),
    ms(row.p50),
    ms(row.p95),
    ms(row.p99),
    row.errors === null ? '-' : `${row.errors}/${row.non2xx}`,
    row.found ?? '',
    row.otherCpuPercent === null ? '' : `${row.otherCpuPercent} %`,
    row.appCpuMsPerRequest == null ? '' : `${row.appCpuMsPerRequest.toFixed(2)} ms`,
    row.targetP95Ms === null ? '' : `≤ ${row.targetP95Ms} ms`,
    row.status !== 'ok' ? row.status : row.pass === null ? '' : row.pass ? 'PASS' : 'FAIL',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)));
  const numeric = new Set([2, 3, 4, 5, 6, 7, 8, 9]);
  const format = (cells: string[]) => cells.map((cell, column) => (numeric.has(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join('  ');
  return [format(header), widths.map((width) => '-'.repeat(width)).join('  '), ...lines.map(format)].join('\n');
}

/** Writes this run's datasets into the results file, keeping the other datasets' last results. */
export function writeResults(path: string, results: ResultsFile): void {
  let previous: Partial<ResultsFile> = {};
  if (existsSync(path)) {
    try {
      previous = JSON.parse(readFileSync(path, 'utf8')) as Partial<ResultsFile>;
    } catch {
      previous = {};
    }
  }
  const merged: ResultsFile = { datasets: { ...(previous.datasets ?? {}), ...results.datasets } };
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(merged, null, 2)}\n`);
}
