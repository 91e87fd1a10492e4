import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FooterResponse } from '#shared/content/schemas.ts';
import { csrfHeaders } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /healthz', () => {
  test('reports the database as reachable', async () => {
    const response = await t.app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('GET /v1/get-footer', () => {
  test('returns every footer field of spec §3', async () => {
    const footer = (await t.app.inject('/v1/get-footer')).json<FooterResponse>();
    expect(footer.informations.length).toBeGreaterThanOrEqual(3);
    for (const info of footer.informations) {
      expect(footer.pages.some((page) => page.information_id === info.id)).toBe(true);
    }
    const keys = footer.basics.map((b) => b.key);
    for (const key of ['phone', 'facebook_page', 'youtube_page', 'twitter_page', 'linkedin_page', 'instagram_page', 'tiktok_page', 'marquee', 'online_gov_register', 'exchange_rate']) {
      expect(keys).toContain(key);
    }
    expect(Number(footer.basics.find((b) => b.key === 'exchange_rate')?.value)).toBe(26_000);
    expect(footer.payment_methods.every((m) => m.image_id !== null)).toBe(true);
    expect(footer.addresses[0]).toMatchObject({ name: expect.any(String), address: expect.any(String), email: expect.stringContaining('@') });
  });
});

describe('errors', () => {
  test('an unknown API route is a JSON 404 in the one error shape', async () => {
    const response = await t.app.inject('/v1/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: expect.stringContaining('/v1/nothing-here') } });
  });

  test('a body that is not JSON is a 400 with the error shape', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/logs', headers: { ...csrfHeaders(), 'content-type': 'application/json' }, payload: '{nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});

describe('security headers', () => {
  test('every response carries the CSP and the usual hardening headers', async () => {
    const response = await t.app.inject('/healthz');
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  test('large JSON responses are compressed when the client accepts it', async () => {
    const response = await t.app.inject({ url: '/v1/get-menu', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('GET /docs/json', () => {
  test('documents every route with its request and response schemas', async () => {
    const doc = (await t.app.inject('/docs/json')).json<{ openapi: string; paths: Record<string, Record<string, { responses?: object; parameters?: unknown[]; requestBody?: unknown }>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    const expected = ['/v1/get-menu', '/v1/get-category-show', '/v1/get-footer', '/v1/logs', '/healthz', '/upload/{size}/{file}', '/photo/medium/{file}', '/lang/{lang}'];
    for (const path of expected) expect(Object.keys(doc.paths)).toContain(path);
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.responses, `${method} ${path} has responses`).toBeTruthy();
        expect(Object.keys(operation.responses ?? {}).length, `${method} ${path}`).toBeGreaterThan(0);
      }
    }
    expect(doc.paths['/v1/logs']?.post?.requestBody).toBeTruthy();
    expect(doc.paths['/v1/get-category-show']?.get?.parameters?.length).toBeGreaterThan(0);
  });
});

describe('GET /lang/{vi|en}', () => {
  test('remembers the language in a cookie and goes back to the same page', async () => {
    const response = await t.app.inject({ url: '/lang/en', headers: { referer: 'http://localhost/product/dien-tro?x=1', host: 'localhost' } });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/product/dien-tro?x=1');
    expect(response.headers['set-cookie']).toMatch(/^lang=en; Max-Age=31536000; Path=\/; SameSite=Lax/);
  });

  test('never redirects to another site and refuses unknown languages', async () => {
    const response = await t.app.inject({ url: '/lang/vi', headers: { referer: 'https://evil.example/x', host: 'localhost' } });
    expect(response.headers.location).toBe('/');
    expect((await t.app.inject('/lang/fr')).statusCode).toBe(400);
  });
});

describe('GET /lang/{vi|en} and hostile Referers', () => {
  test('a Referer of this host whose path is //another-host goes home, not there', async () => {
    for (const referer of ['http://localhost//evil.example/x', 'http://localhost/\\evil.example/x', 'http://localhost/%2F%2Fevil.example/x', 'http://localhost/.//evil.example']) {
      const response = await t.app.inject({ url: '/lang/en', headers: { referer, host: 'localhost' } });
      expect(response.statusCode, referer).toBe(303);
      expect(response.headers.location, referer).toBe('/');
    }
  });
});
