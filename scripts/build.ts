// Builds the PWA (Vite) and the server bundle (esbuild) into dist/, unless dist/ is already
// built from the current sources. `--force` rebuilds anyway.
import { cpSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build as buildServer } from 'esbuild';
import { build as buildClient } from 'vite';
import { inputFingerprint, isBuildStale, writeBuildStamp } from './build-stamp.ts';
import { writePageStyles } from '../server/modules/seo/page-styles.ts';
import { INITIAL_JS_BUDGET_BYTES, measureInitialJs } from './initial-js-size.ts';
import { precompress } from './precompress.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The same app built for Node: the server renders the first screen of some pages with it
 * (client/entry-server.tsx, loaded by server/plugins/client-app.ts from `<clientDir>/../ssr`).
 * Packages stay external (resolved from node_modules at run time, like the server bundle's).
 */
export async function buildServerRenderer(outDir: string): Promise<void> {
  await buildClient({
    root: `${root}client`,
    configFile: `${root}vite.config.ts`,
    logLevel: 'warn',
    build: { ssr: 'entry-server.tsx', outDir, emptyOutDir: true, manifest: false, sourcemap: false, copyPublicDir: false },
  });
}

export async function buildIfStale(options: { force?: boolean; log?: (line: string) => void } = {}): Promise<boolean> {
  const log = options.log ?? console.log;
  if (!options.force && !isBuildStale(root)) return false;
  const fingerprint = inputFingerprint(root);
  const started = Date.now();
  log('building the app (client + server)...');
  await buildClient({ root: `${root}client`, configFile: `${root}vite.config.ts`, logLevel: 'warn' });
  const initial = measureInitialJs(`${root}dist/client`);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  log(`initial JavaScript (home route, gzipped): ${kb(initial.gzipBytes)} of ${kb(INITIAL_JS_BUDGET_BYTES)} in ${initial.files.length} files`);
  if (initial.gzipBytes > INITIAL_JS_BUDGET_BYTES) {
    throw new Error(`initial JavaScript ${kb(initial.gzipBytes)} is over the ${kb(INITIAL_JS_BUDGET_BYTES)} budget`);
  }
  // One stylesheet per server-rendered page instead of one per chunk, compressed with the rest.
  writePageStyles(`${root}dist/client`);
  await precompress(`${root}dist/client`);
  await buildServerRenderer(`${root}dist/ssr`);
  await buildServer({
    entryPoints: [`${root}server/main.ts`],
    outfile: `${root}dist/server/main.js`,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  // The seed reads its parts file relative to its own module, which in the bundle is
  // dist/server/main.js: ship the data beside it.
  cpSync(`${root}server/seed/data/electronic-parts.json`, `${root}dist/data/electronic-parts.json`);
  cpSync(`${root}server/seed/data/vn-divisions-2025.json`, `${root}dist/data/vn-divisions-2025.json`);
  writeBuildStamp(root, fingerprint);
  log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const built = await buildIfStale({ force: process.argv.includes('--force') });
  if (!built) console.log('build is up to date');
}
