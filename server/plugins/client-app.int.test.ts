import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

const clientDir = mkdtempSync(join(tmpdir(), 'client-build-'));
let t: TestApp;
let productSlug: string;
beforeAll(async () => {
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><html lang="vi"><head></head><body><div id="app"></div></body></html>');
  writeFileSync(join(clientDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(join(clientDir, 'service-worker.js'), 'self.x = 1');
  t = await buildTestApp({ config: { clientDir } });
  const [row] = await t.orm.em.fork().execute<{ slug: string }[]>('select slug from products order by id limit 1');
  productSlug = row!.slug;
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('the PWA shell', () => {
  test('app pages get the shell with 200 and the language from the cookie', async () => {
    const home = await t.app.inject('/');
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.body).toContain('<html lang="vi"');
    const english = await t.app.inject({ url: '/product/dien-tro', cookies: { lang: 'en' } });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en"');
  });

  test('a category page exists only for a real category slug', async () => {
    expect((await t.app.inject('/product/dien-tro')).statusCode).toBe(200);
    expect((await t.app.inject('/product/khong-co-danh-muc')).statusCode).toBe(404);
  });

  test('a product slug at the root is a page; an unknown one is a real 404', async () => {
    expect((await t.app.inject(`/${productSlug}`)).statusCode).toBe(200);
    const missing = await t.app.inject('/khong-co-trang-nay');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="app">');
    expect((await t.app.inject('/a/b/c')).statusCode).toBe(404);
  });

  test('API paths never fall back to the shell', async () => {
    const response = await t.app.inject('/v1/unknown');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  test('hashed assets are immutable; the shell and service worker revalidate', async () => {
    const asset = await t.app.inject('/assets/main-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject('/service-worker.js')).headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject('/')).headers['cache-control']).toBe('no-cache');
  });
});
