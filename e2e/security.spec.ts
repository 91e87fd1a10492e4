import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { addVietnameseAddress, registerAccount } from './support/api.ts';

// Regression journeys for the security findings, against the production build.

const clientDir = fileURLToPath(new URL('../dist/client/', import.meta.url));

test('source maps are not public: no sourceMappingURL in any script, every *.map answers 404', async ({ request }) => {
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

test('the language switch and the address list never leave the site, however the return is spelt', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const host = new URL(baseURL!).host;

  for (const referer of [`http://${host}//evil.example/x`, `http://${host}/%2F%2Fevil.example/x`, 'https://evil.example/x']) {
    const answer = await page.request.get('/lang/en', { headers: { referer }, maxRedirects: 0 });
    expect(answer.status(), referer).toBe(303);
    expect(answer.headers()['location'], referer).toBe('/');
  }
  await page.request.get('/lang/vi', { maxRedirects: 0 });

  await registerAccount(page.request, 'return-rule', 'Phạm Minh Châu');
  await addVietnameseAddress(page.request);
  await addVietnameseAddress(page.request);
  for (const unsafe of ['https://evil.example/x', '//evil.example/x', '/%2F%2Fevil.example/x', '/%5Cevil.example/x']) {
    await page.goto(`/user/delivery-addresses?return=${encodeURIComponent(unsafe)}`);
    const choose = page.getByRole('button', { name: 'Đặt làm mặc định' }).first();
    await expect(choose, unsafe).toBeVisible();
    await choose.click();
    await expect(page.getByRole('status').filter({ hasText: 'Đã đặt địa chỉ mặc định.' }), unsafe).toBeVisible();
    expect(new URL(page.url()).origin, unsafe).toBe(origin);
    expect(new URL(page.url()).pathname, unsafe).toBe('/user/delivery-addresses');
  }
});
