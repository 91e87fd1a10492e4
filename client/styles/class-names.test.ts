import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// A class a component names from its CSS module (`styles.foo`) must be a class of that module:
// CSS modules answer undefined for any other name, so the element silently loses its styling
// (className="undefined" is dropped by React) and nothing fails. Checked for every component and
// every module it imports, in the whole client.
const clientRoot = resolve(import.meta.dirname, '..');

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|gen)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The class names a CSS module defines (any selector's `.name`, comments and url()s aside). */
function classesOf(stylesheet: string): Set<string> {
  const css = readFileSync(stylesheet, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/url\([^)]*\)/g, '');
  return new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!));
}

/** Each `styles.name` / `styles['name']` a source file reads from a module it imports, with the module's path. */
function usedClasses(file: string): { stylesheet: string; name: string }[] {
  const source = readFileSync(file, 'utf8');
  const used: { stylesheet: string; name: string }[] = [];
  for (const [, binding, path] of source.matchAll(/import (\w+) from '([^']+\.module\.css)';/g)) {
    const stylesheet = resolve(dirname(file), path!);
    // Stylesheet file names (`prose.module.css` in an import or a comment) are not class reads.
    const code = source.replace(/[\w-]+\.module\.css/g, '');
    const names = new Set(
      [...code.matchAll(new RegExp(`\\b${binding}(?:\\.(\\w+)|\\['([\\w-]+)'\\])`, 'g'))].map((match) => match[1] ?? match[2]!),
    );
    for (const name of names) used.push({ stylesheet, name });
  }
  return used;
}

describe('CSS module class names', () => {
  it('every class a component reads from its CSS module is defined in that module', () => {
    const missing: string[] = [];
    const cache = new Map<string, Set<string>>();
    for (const file of sourcesUnder(clientRoot)) {
      for (const { stylesheet, name } of usedClasses(file)) {
        if (!cache.has(stylesheet)) cache.set(stylesheet, classesOf(stylesheet));
        if (!cache.get(stylesheet)!.has(name)) missing.push(`${relative(clientRoot, file)}: .${name} is not in ${relative(clientRoot, stylesheet)}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
