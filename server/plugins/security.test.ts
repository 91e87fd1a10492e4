import Fastify from 'fastify';
import { expect, test } from 'vitest';
import { securityPlugin } from './security.ts';

// The exact set @fastify/helmet 13.2 sent with the options this plugin replaced.
const HELMET_HEADERS = {
  'content-security-policy':
    "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';worker-src 'self';manifest-src 'self';frame-src 'none';frame-ancestors 'none';object-src 'none';base-uri 'self';form-action 'self'",
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

test('routes, errors and unknown paths all carry the same security headers helmet sent', async () => {
  const app = Fastify();
  await app.register(securityPlugin);
  app.get('/ok', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  for (const url of ['/ok', '/fails', '/nowhere']) {
    const response = await app.inject({ url });
    for (const [name, value] of Object.entries(HELMET_HEADERS)) expect(response.headers[name], `${url} ${name}`).toBe(value);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  }
  await app.close();
});
