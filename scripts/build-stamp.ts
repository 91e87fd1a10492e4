import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What a build depends on: sources, build configuration and the installed dependency set. */
const INPUTS = ['client', 'server', 'shared', 'vite.config.ts', 'lingui.config.ts', 'tsconfig.json', 'package-lock.json'];
const IGNORED = /(^|\/)(node_modules|dist|\.data)(\/|$)|\.test\.tsx?$|(^|\/)route-tree\.gen\.ts$/;

export const STAMP_FILE = 'dist/.build-stamp';

/** A cheap fingerprint of the inputs: every file's path, size and modification time. */
export function inputFingerprint(root: string): string {
  const entries: string[] = [];
  const walk = (path: string) => {
    const rel = relative(root, path);
    if (IGNORED.test(rel)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const name of readdirSync(path).sort()) walk(join(path, name));
    } else {
      entries.push(`${rel}:${stat.size}:${Math.trunc(stat.mtimeMs)}`);
    }
  };
  for (const input of INPUTS) if (existsSync(join(root, input))) walk(join(root, input));
  return entries.join('\n');
}

/** True when dist/ is missing or was built from different inputs. */
export function isBuildStale(root: string): boolean {
  const stamp = join(root, STAMP_FILE);
  if (!existsSync(stamp) || !existsSync(join(root, 'dist/server/main.js')) || !existsSync(join(root, 'dist/client/index.html'))) {
    return true;
  }
  return readFileSync(stamp, 'utf8') !== inputFingerprint(root);
}

export function writeBuildStamp(root: string, fingerprint: string): void {
  writeFileSync(join(root, STAMP_FILE), fingerprint);
}
