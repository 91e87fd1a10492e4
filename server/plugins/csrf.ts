import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AJAX_MARKER, AJAX_MARKER_HEADER, CSRF_COOKIE, CSRF_HEADER } from '#shared/http/headers.ts';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false for a mutating route another site legitimately posts to (none yet). */
    csrf?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A fresh token in a cookie the page's script can read (it copies it into the header). */
export function issueCsrfCookie(request: FastifyRequest, reply: FastifyReply): string {
  const token = randomBytes(24).toString('base64url');
  reply.setCookie(CSRF_COOKIE, token, { path: '/', sameSite: 'lax', httpOnly: false, secure: request.protocol === 'https' });
  return token;
}

/**
 * Anti-forgery for every mutating request (spec §7: "requests carry an anti-forgery token header
 * and an ajax marker header"): the `X-Requested-With: XMLHttpRequest` marker, which another site
 * cannot send without a CORS preflight we never allow, and a double-submit token — the
 * `X-CSRF-Token` header must equal the `csrf_token` cookie, which only our own pages can read.
 * Missing or wrong → 403 `csrf_failed`. Pages get the cookie on their first GET.
 */
export const csrfPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      if (SAFE_METHODS.has(request.method)) {
        if (!request.cookies[CSRF_COOKIE] && request.headers.accept?.includes('text/html')) issueCsrfCookie(request, reply);
        return;
      }
      if (request.routeOptions.config.csrf === false) return;
      const cookie = request.cookies[CSRF_COOKIE];
      const header = request.headers[CSRF_HEADER];
      const marker = request.headers[AJAX_MARKER_HEADER];
      if (marker !== AJAX_MARKER || !cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
        throw new AppError(403, 'csrf_failed', 'Missing or invalid anti-forgery token');
      }
    });
  },
  { name: 'csrf', dependencies: ['@fastify/cookie', 'errors'] },
);
