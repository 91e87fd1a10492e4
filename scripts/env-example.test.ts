import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

const root = new URL('../', import.meta.url);

/** Variable names in the first column of the README's "Configuration" table (`{A,B}_X` patterns expanded). */
function readmeVariables(): string[] {
  const readme = readFileSync(new URL('README.md', root), 'utf8');
  const table = readme.split('## Configuration')[1]!.split('\n## ')[0]!;
  const names = new Set<string>();
  for (const line of table.split('\n')) {
    const first = /^\| (.+?) \|/.exec(line)?.[1];
    if (!first || first.startsWith('-') || first === 'variable') continue;
    for (const code of first.match(/`[^`]+`/g) ?? []) {
      const name = code.slice(1, -1);
      // `{GOOGLE,FACEBOOK,ZALO}_AUTHORIZE_URL`, `_TOKEN_URL`: the Google ones stand for the pattern.
      if (name.startsWith('{')) names.add(name.replace(/^\{(\w+),.*\}/, '$1'));
      else if (/^[A-Z][A-Z0-9_]+$/.test(name)) names.add(name);
    }
  }
  return [...names];
}

test('.env.example names every variable of the README configuration table', () => {
  const example = readFileSync(new URL('.env.example', root), 'utf8');
  const listed = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
  const variables = readmeVariables();
  expect(variables.length).toBeGreaterThan(50);
  expect(variables.filter((name) => !listed.has(name))).toEqual([]);
});
