import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { CSRF_COOKIE } from '#shared/http/headers.ts';

/**
 * Whose Idempotency-Key a request uses: one caller's stored answer must never
 * reach another caller who happens to send the same key, so keys are kept per caller:
 * - a signed-in user: `user:<id>`;
 * - a guest naming a cart session (X-Cart-Session): `guest:<session>`;
 * - a guest with neither, e.g. the first cart write of a client that lets the server make the
 *   session (spec §7 POST /v1/carts answers `session_id`): `browser:<hash>` of the browser's
 *   anti-forgery cookie, a random secret every mutating request carries (plugins/csrf.ts). A
 *   retry from the same browser, whose answer was lost, still gets its own session id back;
 *   another browser, even with the same key, runs its own request.
 * null when the request names none of these (a route without the anti-forgery check): such a
 * request cannot be told apart from another caller's, so its key is not used at all.
 */
export function idempotencyActor(request: FastifyRequest, guestSession: string | null): string | null {
  if (request.user) return `user:${request.user.id}`;
  if (guestSession) return `guest:${guestSession}`;
  const browserSecret = request.cookies[CSRF_COOKIE];
  if (!browserSecret) return null;
  // Hashed: the table must not hold a value that passes the anti-forgery check.
  return `browser:${createHash('sha256').update(browserSecret).digest('hex')}`;
}
