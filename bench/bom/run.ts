/**
 * `npm run bench:bom`: parsing a 2,000-line XLSX BOM in Chromium (the BOM tool's "≤ 1 s, the page
 * never freezes"). The page's own parser (shared/bom/parse, bundled for the browser) runs in a Web
 * Worker as on /bom; meanwhile the main thread counts animation frames and records its longest
 * gap between two of them. Prints the median and worst of several runs.
 */
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import writeXlsxFile from 'write-excel-file/universal';

const RUNS = 7;
const LINES = 2000;

/** A 2,000-line BOM as Altium saves it to Excel: a title block, then the header and the lines. */
async function bigXlsx(): Promise<Uint8Array> {
  const rows: (string | number | null)[][] = [
    ['Bill of Materials for Project [Bench.PrjPcb]', null, null, null, null, null, null],
    [null, null, null, null, null, null, null],
    ['Comment', 'Description', 'Designator', 'Footprint', 'Quantity', 'Manufacturer 1', 'Manufacturer Part Number 1'],
  ];
  const values = ['100nF', '10uF', '4k7', '10k', '22pF', '1uF', '0R', '100R'];
  const footprints = ['C0402', 'C0603', 'R0402', 'R0603', 'C0805', 'R0805'];
  for (let i = 0; i < LINES; i++) {
    const start = i * 4 + 1;
    rows.push([values[i % values.length]!, `Part ${i}`, `R${start}, R${start + 1}, R${start + 2}, R${start + 3}`, footprints[i % footprints.length]!, 4, 'Yageo', `RC0603FR-07${i}KL`]);
  }
  const blob = await writeXlsxFile(rows.map((row) => row.map((value) => (value === null ? null : { value })))).toBlob();
  return new Uint8Array(await blob.arrayBuffer());
}

/** The worker's code: the shared parser bundled as the page bundles it. */
async function workerSource(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `import { parseBomFile } from './shared/bom/parse/parse-bom-file.ts';
        self.onmessage = async (event) => {
          const started = performance.now();
          const bom = await parseBomFile(new Uint8Array(event.data));
          self.postMessage({ lines: bom.lines.length, ms: performance.now() - started });
        };`,
      resolveDir: new URL('../..', import.meta.url).pathname,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    minify: true,
    write: false,
  });
  return result.outputFiles[0]!.text;
}

const [xlsx, source] = await Promise.all([bigXlsx(), workerSource()]);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const page = await browser.newPage();
await page.setContent('<!doctype html><title>BOM parse bench</title><p>bench</p>');
await page.evaluate(`window.benchSource = ${JSON.stringify(source)}; window.benchBytes = new Uint8Array(${JSON.stringify([...xlsx])});`);

interface Measured {
  wall: number;
  worker: number;
  longestFrameGap: number;
  lines: number;
}

// Runs in the page (a string, as bench/idle does: the server's TypeScript has no DOM types).
const MEASURE = `(async () => {
  const url = URL.createObjectURL(new Blob([window.benchSource], { type: 'text/javascript' }));
  const worker = new Worker(url);
  let longest = 0;
  let last = performance.now();
  let running = true;
  const frame = (now) => {
    longest = Math.max(longest, now - last);
    last = now;
    if (running) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  const buffer = window.benchBytes.slice().buffer;
  const started = performance.now();
  const answer = await new Promise((resolve) => {
    worker.onmessage = (event) => resolve(event.data);
    worker.postMessage(buffer, [buffer]);
  });
  const wall = performance.now() - started;
  running = false;
  worker.terminate();
  URL.revokeObjectURL(url);
  return { wall, worker: answer.ms, longestFrameGap: longest, lines: answer.lines };
})()`;

const results: Measured[] = [];
for (let run = 0; run < RUNS; run++) {
  results.push(await page.evaluate<Measured>(MEASURE));
}
await browser.close();

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)]!;
const worst = (values: number[]) => sorted(values).at(-1)!;
const round = (ms: number) => Math.round(ms);
console.log(`BOM parse in Chromium: ${results[0]!.lines} lines, XLSX of ${(xlsx.length / 1024).toFixed(0)} KB, ${RUNS} runs`);
console.log(`  whole parse (worker start + read + lines): median ${round(median(results.map((r) => r.wall)))} ms, worst ${round(worst(results.map((r) => r.wall)))} ms (budget 1000 ms)`);
console.log(`  inside the worker: median ${round(median(results.map((r) => r.worker)))} ms`);
console.log(`  longest main-thread frame gap meanwhile: median ${round(median(results.map((r) => r.longestFrameGap)))} ms, worst ${round(worst(results.map((r) => r.longestFrameGap)))} ms`);
if (worst(results.map((r) => r.wall)) > 1000) process.exitCode = 1;
