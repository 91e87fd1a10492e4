import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

// Regression journeys for the security findings of issue 14, against the production build.

const clientDir = fileURLToPath(new URL('../dist/client/', import.meta.url));

test('source maps are not public: no sourceMappingURL in any script, every *.map answers 404 (issue 14 item 25)', async ({ request }) => {
  const scripts = [
    ...readdirSync(`${clientDir}assets`)
      .filter((name) => name.endsWith('.js'))
      .map((name) => `/assets/${name}`),
    '/service-worker.js',
  ];
  expect(scripts.length).toBeGreaterThan(10);
  for (const path of scripts) {
    const script = await request.get(path);
    expect(script.status(), path).toBe(200);
    const body = await script.text();
    expect(body, path).not.toMatch(/sourceMappingURL/);
    expect(script.headers()['sourcemap'] ?? script.headers()['x-sourcemap'], path).toBeUndefined();
    expect((await request.get(`${path}.map`)).status(), `${path}.map`).toBe(404);
  }
});
