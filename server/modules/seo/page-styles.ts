import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '#shared/i18n/locale.ts';
import { allPageStyleLists, pageStylesKey, type BuildManifest, type PageStyleFiles } from './route-preloads.ts';

/** Where the build records its joined stylesheets, beside Vite's manifest (never served). */
const JOINED_STYLES_FILE = join('.vite', 'page-styles.json');

/**
 * Joins each list of stylesheets a page needs (its routes' CSS beyond the entry's) into one
 * hashed file under `assets/`, and records which list each file holds. A server-rendered page then
 * waits for two stylesheets before its first paint, the shell's and its own, instead of one per
 * chunk (four on the home page, eight on a product and /pcb). Run by scripts/build.ts after
 * Vite's build, so the files are precompressed and served like every other build asset.
 */
export function writePageStyles(clientDir: string): PageStyleFiles {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
  const joined: Record<string, string> = {};
  for (const styles of allPageStyleLists(manifest, LOCALES)) {
    if (styles.length < 2) continue;
    const css = styles.map((file) => readFileSync(join(clientDir, file), 'utf8')).join('\n');
    const file = `assets/joined-${createHash('sha256').update(css).digest('base64url').slice(0, 10)}.css`;
    writeFileSync(join(clientDir, file), css);
    joined[pageStylesKey(styles)] = file;
  }
  writeFileSync(join(clientDir, JOINED_STYLES_FILE), `${JSON.stringify(joined, null, 2)}\n`);
  return joined;
}

/** The joined stylesheets the build wrote; none for a build without them (each file is linked). */
export function readPageStyles(clientDir: string): PageStyleFiles {
  const path = join(clientDir, JOINED_STYLES_FILE);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as PageStyleFiles) : {};
}
