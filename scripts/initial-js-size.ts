import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The home route's initial JavaScript must stay within 150 KB gzipped. */
export const INITIAL_JS_BUDGET_BYTES = 150 * 1024;

export interface InitialJsSize {
  files: { path: string; gzipBytes: number }[];
  gzipBytes: number;
}

/**
 * The JavaScript a first visit to any page downloads before it can render: the entry script of
 * the built index.html plus every module it preloads (Vite writes the entry's static imports as
 * modulepreload links). Lazy route chunks are not counted; they load on navigation.
 */
export function measureInitialJs(clientDir: string): InitialJsSize {
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const paths = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) paths.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) paths.add(match[1]!);
  const files = [...paths].map((path) => ({
    path,
    gzipBytes: gzipSync(readFileSync(join(clientDir, path.replace(/^\//, '')))).length,
  }));
  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}
