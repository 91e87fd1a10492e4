import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The strict Content-Security-Policy the PWA passes: only our own scripts, styles, images, fonts,
 * workers and API; no inline scripts; no framing.
 */
const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'frame-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/**
 * Every response's security headers: the set `@fastify/helmet` 13 sent with our options (no
 * COEP, no HSTS), written out once. Helmet rebuilt its middleware chain on every request, a
 * measured 2.5 % of a worker's CPU under the 1M-product suggestion load (bench/catalog/README.md);
 * the headers never vary per request (no CSP nonces), so they are a constant.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': Object.entries(CONTENT_SECURITY_POLICY)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join(';'),
  // Google/Facebook sign-in pop-ups and map links open other origins.
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  // Same-origin pages send their path: GET /lang/{vi|en} returns the user to where they were.
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  // HSTS belongs to the TLS terminator in front of the app, not to plain-HTTP local runs.
});

/** Sets the security headers on every response, errors and 404s included (set before routing). */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(SECURITY_HEADERS);
      done();
    });
  },
  { name: 'security' },
);
