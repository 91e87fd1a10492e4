// Lint rules for the whole package. The import boundaries make the architecture's one-way
// dependencies a rule, not a hope (STYLE §2): shared imports nothing of ours, the browser and
// the server never import each other, and a client feature never reaches into another feature.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve as resolvePath, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const clientFeatures = (() => {
  try {
    return readdirSync(fileURLToPath(new globalThis.URL('./client/features', import.meta.url)), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

const serverModules = fileURLToPath(new globalThis.URL('./server/modules/', import.meta.url));
const isTestFile = (file) => /\.test\.tsx?$|test-kit\.ts$/.test(file);

/** The modules each server module imports (its non-test files; type-only imports are erased and do not count), read once per lint run. */
const moduleGraph = (() => {
  let graph;
  const moduleOf = (path) => path.slice(serverModules.length).split(sep)[0];
  const scan = (directory, edges) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = resolvePath(directory, entry.name);
      if (entry.isDirectory()) scan(path, edges);
      else if (/\.tsx?$/.test(entry.name) && !isTestFile(entry.name)) {
        const from = moduleOf(path);
        const source = readFileSync(path, 'utf8');
        for (const [, typeOnly, specifier, dynamic] of source.matchAll(/(?:^|\n)\s*(?:import|export)\s+(type\s+)?[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]/g)) {
          if (typeOnly) continue;
          const target = resolvePath(dirname(path), specifier ?? dynamic);
          if (!target.startsWith(serverModules)) continue;
          const to = moduleOf(target);
          if (to === from) continue;
          if (!edges.has(from)) edges.set(from, new Set());
          edges.get(from).add(to);
        }
      }
    }
    return edges;
  };
  return () => (graph ??= scan(serverModules, new Map()));
})();

/** A path of module imports from `from` to `to` (breadth first), or null. */
function modulePath(from, to) {
  const graph = moduleGraph();
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === to) {
      const path = [];
      for (let step = current; step !== null; step = previous.get(step)) path.unshift(step);
      return path;
    }
    for (const next of graph.get(current) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

/**
 * Server modules meet through their public face (STYLE §2, like the client's features): a file of
 * one module imports another module only from its `index.ts`, which exports named things, or from
 * its `*.entity.ts` files, the one data model whose relations cross modules. Tests may reach in.
 */
const serverModuleBoundary = {
  meta: {
    type: 'problem',
    docs: { description: "A server module imports another only through that module's index.ts (or its entities)." },
    schema: [],
    messages: {
      internal: "Import '{{target}}' from server/modules/{{module}}/index.ts (export it there), not from the module's own files.",
      folderCycle: 'Modules {{own}} and {{module}} would depend on each other ({{path}}): hand the dependency in from server/app.ts or move it to the lower module.',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!file.startsWith(serverModules) || isTestFile(file)) return {};
    const ownModule = file.slice(serverModules.length).split(sep)[0];
    const check = (source, typeOnly = false) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = resolvePath(dirname(file), source.value);
      if (!target.startsWith(serverModules)) return;
      const [module, ...rest] = target.slice(serverModules.length).split(sep);
      const inner = rest.join('/');
      if (module === ownModule) return;
      if (inner !== 'index.ts' && !(rest.length === 1 && inner.endsWith('.entity.ts'))) {
        context.report({ node: source, messageId: 'internal', data: { target: source.value, module } });
      }
      // A folder-level cycle: whatever file is imported, the other module already reaches this one.
      const back = typeOnly ? null : modulePath(module, ownModule);
      if (back) context.report({ node: source, messageId: 'folderCycle', data: { own: ownModule, module, path: [ownModule, ...back].join(' → ') } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.importKind === 'type'),
      ExportNamedDeclaration: (node) => check(node.source, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

const boundaryZones = [
  {
    target: './shared',
    from: ['./client', './server', './e2e', './scripts', './bench'],
    message: 'shared/ holds pure rules: it imports nothing of ours.',
  },
  { target: './client', from: ['./server', './e2e', './scripts'], message: 'The browser app must not import server code.' },
  { target: './server', from: ['./client', './e2e'], message: 'The server must not import browser code.' },
  { target: './client/local', from: ['./client/features', './client/routes'], message: 'client/local is below the features.' },
  ...clientFeatures.map((feature) => ({
    target: `./client/features/${feature}`,
    from: './client/features',
    except: [`./${feature}`],
    message: 'A feature must not import another feature: compose them in client/routes.',
  })),
];

const restrictedSyntax = [
  { selector: 'TSEnumDeclaration', message: 'Use a union of literals: enums are not erasable syntax.' },
  { selector: 'ExportAllDeclaration', message: 'No barrel re-exports: import from the file that holds it.' },
];

export default tseslint.config(
  {
    ignores: ['node_modules/', 'dist/', '.data/', 'test-results/', 'playwright-report/', 'coverage/', 'client/route-tree.gen.ts', 'server/db/migrations/Migration*.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, local: { rules: { 'server-module-boundary': serverModuleBoundary } } },
    settings: {
      // The files import-x reads to follow imports; without TypeScript's extensions no-cycle
      // would see no dependency at all.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'local/server-module-boundary': 'error',
      // A cycle of imports runs modules half-initialised and hides which way a dependency goes
      // (STYLE §2 one-way imports); type-only imports are erased and do not count.
      'import-x/no-cycle': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', ...restrictedSyntax],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // API schemas are TypeBox values: the client takes their types only, so TypeBox stays out
      // of the bundle (issue 3 initial JavaScript budget).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(#shared/.+/schemas\\.ts|typebox)$', allowTypeImports: true, message: 'Import types only (import type) from API schemas in the client.' }] },
      ],
    },
  },
  {
    // Route schemas type the request through the TypeBox type provider (server/http/typed-app.ts).
    files: ['server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...restrictedSyntax,
        {
          selector: "TSAsExpression > MemberExpression.expression[object.name='request'][property.name=/^(body|params|query)$/]",
          message: 'Let the route schema type it: register the routes on a TypedApp (server/http/typed-app.ts) instead of casting.',
        },
      ],
    },
  },
  {
    // The demo seed is not part of a production start: the shop's runtime code never imports it
    // (a rule both need, such as the slug rule, lives in shared/). Tests may read the seed's data.
    files: ['server/modules/**/*.ts', 'server/http/**/*.ts', 'server/plugins/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/seed/**'], message: 'Runtime code must not import the demo seed: a rule both need lives in shared/.' }] }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
