import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// One CSS module per component (STYLE "what to avoid": a feature-wide stylesheet): in these
// feature folders a module is named after the component that owns it (`foo-panel.tsx` →
// `foo-panel.module.css`), or it is a small shared module whose every class serves at least two
// components. A class only one component uses belongs in that component's own module.
const FEATURES = ['pcb', 'admin', 'orders', 'search'];
const root = join(import.meta.dirname, '..', 'features');

interface Importer {
  file: string;
  classes: Set<string>;
}

function importersOf(folder: string, stylesheet: string): Importer[] {
  const importers: Importer[] = [];
  for (const file of readdirSync(folder).filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))) {
    const source = readFileSync(join(folder, file), 'utf8');
    const imported = new RegExp(`import (\\w+) from '\\./${stylesheet.replace(/\./g, '\\.')}';`).exec(source);
    if (!imported) continue;
    const name = imported[1]!;
    importers.push({ file, classes: new Set([...source.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g'))].map((match) => match[1]!)) });
  }
  return importers;
}

describe('component stylesheets', () => {
  for (const feature of FEATURES) {
    const folder = join(root, feature);
    const stylesheets = readdirSync(folder).filter((name) => name.endsWith('.module.css'));

    it(`${feature}: a stylesheet is a component's own or shared by two components for each of its classes`, () => {
      const misplaced: string[] = [];
      for (const stylesheet of stylesheets) {
        const component = stylesheet.replace(/\.module\.css$/, '');
        const importers = importersOf(folder, stylesheet);
        const owner = importers.find((importer) => importer.file.replace(/\.tsx?$/, '') === component)?.file;
        const users = new Map<string, string[]>();
        for (const importer of importers) for (const name of importer.classes) users.set(name, [...(users.get(name) ?? []), importer.file]);
        // A class of a component's own module may serve others too; one that serves a single other component is that component's.
        for (const [name, files] of users) if (files.length < 2 && files[0] !== owner) misplaced.push(`${stylesheet} .${name} serves only ${files[0]}`);
      }
      expect(misplaced).toEqual([]);
    });
  }
});
