import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { CART_SESSION_HEADER } from '#shared/http/headers.ts';
import { AppError } from '../../errors.ts';

/** Whose cart a request reads or changes: the signed-in user's, or a guest cart session's. */
export type CartOwner = { kind: 'user'; userId: number } | { kind: 'guest'; sessionId: string };

// The browser makes the id with crypto.randomUUID() (client/local/guest-session.ts).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function headerValue(request: FastifyRequest): string | null {
  const raw = request.headers[CART_SESSION_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value ? value.trim() : null;
}

/** The guest cart session id in the request's X-Cart-Session header, or null; a malformed one is a 400. */
export function cartSessionOf(request: FastifyRequest): string | null {
  const value = headerValue(request);
  if (value === null) return null;
  if (!UUID.test(value)) {
    throw new AppError(400, 'invalid_cart_session', 'X-Cart-Session must be a UUID', { [CART_SESSION_HEADER]: 'must be a UUID' });
  }
  return value.toLowerCase();
}

/** The cart a read looks at; null for a guest who has no cart session yet (an empty cart). */
export function readOwner(request: FastifyRequest): CartOwner | null {
  if (request.user) return { kind: 'user', userId: request.user.id };
  const sessionId = cartSessionOf(request);
  return sessionId ? { kind: 'guest', sessionId } : null;
}

/**
 * The cart a write changes: a guest without a cart session gets a new one, whose id the answer
 * returns as `session_id` (spec §7 POST /v1/carts "response ... session_id").
 */
export function writeOwner(request: FastifyRequest): CartOwner {
  return readOwner(request) ?? { kind: 'guest', sessionId: randomUUID() };
}

/** The `session_id` an answer carries: the guest's cart session, null for users. */
export function sessionIdOf(owner: CartOwner | null): string | null {
  return owner?.kind === 'guest' ? owner.sessionId : null;
}

/** The well-formed guest cart session the request names, or null (never throws). */
export function namedCartSession(request: FastifyRequest): string | null {
  const value = headerValue(request);
  return value && UUID.test(value) ? value.toLowerCase() : null;
}
