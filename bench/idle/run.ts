// `npm run bench:idle`: main-thread work of the home page at rest on a phone
// (goal < 50 ms per 5 s). The production build and the real server (own process, scratch embedded
// PostgreSQL with the demo catalogue) are driven by Debian's Chromium over the DevTools protocol:
// after the page has loaded and settled, the renderer's TaskDuration (the time its main thread
// spent running tasks) is sampled over consecutive 5 s windows. Not part of `npm test`.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { buildIfStale } from '../../scripts/build.ts';
import { startServerProcess } from '../server-process.ts';

const WINDOW_MS = 5_000;
const windows = Number(process.env.BENCH_IDLE_WINDOWS || 3);
const settleMs = Number(process.env.BENCH_IDLE_SETTLE_MS || 3_000);
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const GOAL_MS = 50;

type Metrics = Record<string, number>;

async function metrics(cdp: CDPSession): Promise<Metrics> {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map((metric) => [metric.name, metric.value]));
}

interface Window {
  taskMs: number;
  scriptMs: number;
  styleRecalcs: number;
  layouts: number;
}

/**
 * Running animations, and those of them whose element is outside the viewport. A string, as it
 * runs in the page (this file is type-checked without the DOM's types).
 */
const COUNT_ANIMATIONS = `(() => {
  const running = document.getAnimations().filter((animation) => animation.playState === 'running');
  const offScreen = running.filter((animation) => {
    const target = animation.effect && animation.effect.target;
    if (!target) return false;
    const box = target.getBoundingClientRect();
    return !(box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth);
  });
  return { running: running.length, offScreen: offScreen.length };
})()`;

function animations(page: Page): Promise<{ running: number; offScreen: number }> {
  return page.evaluate(COUNT_ANIMATIONS);
}

async function measure(url: string, reducedMotion: 'reduce' | 'no-preference') {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, reducedMotion });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    // Settled: the first block's products are shown, the deferred boxes and the footer are in.
    await page.getByRole('region', { name: /^Sản phẩm / }).first().getByRole('listitem').first().waitFor();
    await page.waitForTimeout(settleMs);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const samples: Window[] = [];
    let before = await metrics(cdp);
    for (let index = 0; index < windows; index++) {
      await page.waitForTimeout(WINDOW_MS);
      const after = await metrics(cdp);
      samples.push({
        taskMs: ((after.TaskDuration ?? 0) - (before.TaskDuration ?? 0)) * 1000,
        scriptMs: ((after.ScriptDuration ?? 0) - (before.ScriptDuration ?? 0)) * 1000,
        styleRecalcs: (after.RecalcStyleCount ?? 0) - (before.RecalcStyleCount ?? 0),
        layouts: (after.LayoutCount ?? 0) - (before.LayoutCount ?? 0),
      });
      before = after;
    }
    return { samples, animations: await animations(page) };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

await buildIfStale({ log: (line) => console.log(line) });
const scratch = mkdtempSync(join(tmpdir(), 'shop-bench-idle-'));
const load = loadavg()[0]!.toFixed(2);
const server = await startServerProcess({
  DATA_DIR: scratch,
  PORT: process.env.BENCH_PORT || '3910',
  HOST: '127.0.0.1',
  EMBEDDED_PG_PORT: process.env.BENCH_PG_PORT || '54381',
  JOB_QUEUE: 'off',
});
try {
  console.log(`\nIdle home page: ${availableParallelism()} cores, load average ${load} at start, Chromium at ${chromiumPath}`);
  console.log(`390×844 at DPR 2 (touch), ${windows} windows of ${WINDOW_MS / 1000} s after load + ${settleMs / 1000} s; goal < ${GOAL_MS} ms per window\n`);
  console.log('motion'.padEnd(14), 'main thread ms per 5 s (each window)'.padEnd(40), 'median'.padStart(7), 'script'.padStart(7), 'styles'.padStart(7), 'layouts'.padStart(8), 'anims'.padStart(6), 'off-screen'.padStart(11));
  let verdict = true;
  for (const motion of ['no-preference', 'reduce'] as const) {
    const result = await measure(`${server.url}/`, motion);
    const tasks = result.samples.map((sample) => sample.taskMs);
    const sum = (pick: (sample: Window) => number) => result.samples.reduce((total, sample) => total + pick(sample), 0) / result.samples.length;
    console.log(
      motion.padEnd(14),
      tasks.map((ms) => ms.toFixed(1)).join(' / ').padEnd(40),
      median(tasks).toFixed(1).padStart(7),
      sum((sample) => sample.scriptMs).toFixed(1).padStart(7),
      sum((sample) => sample.styleRecalcs).toFixed(0).padStart(7),
      sum((sample) => sample.layouts).toFixed(0).padStart(8),
      String(result.animations.running).padStart(6),
      String(result.animations.offScreen).padStart(11),
    );
    verdict &&= median(tasks) < GOAL_MS && result.animations.offScreen === 0;
  }
  console.log(`\n${verdict ? 'pass' : 'FAIL'}: median main-thread work per 5 s ${verdict ? 'under' : 'not under'} ${GOAL_MS} ms with no animation off-screen`);
  console.log(`load average at the end ${loadavg()[0]!.toFixed(2)}`);
  process.exitCode = verdict ? 0 : 1;
} finally {
  await server.stop();
  rmSync(scratch, { recursive: true, force: true });
}
