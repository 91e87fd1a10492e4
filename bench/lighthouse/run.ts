// `npm run bench:lighthouse`: Lighthouse 13 (npm, mobile defaults: Moto G Power-class emulation,
// simulated slow 4G and 4x CPU slowdown) in Debian's Chromium against the production build served
// by the real server (own process, scratch embedded PostgreSQL with the demo catalogue), on the
// pages with goals: `/`, a category, a product and `/pcb`. Prints Performance,
// Accessibility, LCP, TBT and CLS per page (median run by Performance) and the machine's load
// average, which these figures depend on. Never part of `npm test`.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { buildIfStale } from '../../scripts/build.ts';
import { startServerProcess } from '../server-process.ts';

const runs = Number(process.env.BENCH_LH_RUNS || 3);
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const debuggingPort = Number(process.env.BENCH_LH_DEBUG_PORT || 9333);
// BENCH_LH_AB=1: each run also measures the page as the plain shell the browser renders (a `sid`
// cookie makes the server skip its first-screen render), interleaved on the same server, so the
// two are compared under the same machine load.
const compareShell = process.env.BENCH_LH_AB === '1';

interface PageResult {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

async function pagesToMeasure(origin: string): Promise<{ label: string; path: string }[]> {
  const menu = (await (await fetch(`${origin}/v1/get-menu`)).json()) as { categories: { id: number; slug: string; name_en: string }[] };
  const family = menu.categories[0]!;
  const show = (await (await fetch(`${origin}/v1/get-category-show?parent_id=${family.id}&limit=1`)).json()) as { products: { slug: string }[] };
  return [
    { label: 'home', path: '/' },
    { label: `category (${family.name_en})`, path: `/product/${family.slug}` },
    { label: 'product', path: `/products/${show.products[0]!.slug}` },
    { label: 'PCB quote', path: '/pcb' },
  ];
}

async function audit(url: string, plainShell = false): Promise<PageResult> {
  // A fresh browser per run: nothing cached or stored from the one before.
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [`--remote-debugging-port=${debuggingPort}`, '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
  try {
    const result = await lighthouse(url, {
      port: debuggingPort,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
      ...(plainShell ? { extraHeaders: { cookie: 'sid=bench-plain-shell' } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    };
  } finally {
    await browser.close();
  }
}

await buildIfStale({ log: (line) => console.log(line) });
const scratch = mkdtempSync(join(tmpdir(), 'shop-bench-lighthouse-'));
const loadAtStart = loadavg().map((value) => value.toFixed(2)).join(' ');
const server = await startServerProcess({
  DATA_DIR: scratch,
  PORT: process.env.BENCH_PORT || '3920',
  HOST: '127.0.0.1',
  EMBEDDED_PG_PORT: process.env.BENCH_PG_PORT || '54382',
  JOB_QUEUE: 'off',
});
try {
  const origin = server.url;
  const pages = await pagesToMeasure(origin);
  console.log(`\nLighthouse mobile, ${runs} run(s) per page (median by Performance): ${availableParallelism()} cores, load average ${loadAtStart} (1/5/15 min) at start`);
  console.log('page'.padEnd(34), 'Perf'.padStart(5), 'A11y'.padStart(5), 'LCP s'.padStart(7), 'TBT ms'.padStart(8), 'CLS'.padStart(7), '  all Perf');
  const variants = compareShell ? [false, true] : [false];
  for (const page of pages) {
    const results = new Map<boolean, PageResult[]>(variants.map((variant) => [variant, []]));
    for (let run = 0; run < runs; run++) {
      for (const plainShell of variants) {
        // Lighthouse now and then fails to record a trace (NO_NAVSTART): one more try, then give up.
        const url = `${origin}${page.path}`;
        results.get(plainShell)!.push(await audit(url, plainShell).catch(() => audit(url, plainShell)));
      }
    }
    for (const plainShell of variants) {
      const all = results.get(plainShell)!;
      const sorted = [...all].sort((a, b) => a.performance - b.performance);
      const median = sorted[Math.floor(sorted.length / 2)]!;
      console.log(
        `${plainShell ? '  (plain shell) ' : ''}${page.label} ${page.path}`.slice(0, 34).padEnd(34),
        String(median.performance).padStart(5),
        String(median.accessibility).padStart(5),
        (median.lcpMs / 1000).toFixed(1).padStart(7),
        median.tbtMs.toFixed(0).padStart(8),
        median.cls.toFixed(3).padStart(7),
        `  ${all.map((result) => result.performance).join(' / ')}`,
      );
    }
  }
  console.log(`load average at the end ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
} finally {
  await server.stop();
  rmSync(scratch, { recursive: true, force: true });
}
