import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { describe, expect, test } from 'vitest';
import { idempotencyActor } from './idempotency-actor.ts';

function request(facts: { userId?: number; csrf?: string }): FastifyRequest {
  return {
    user: facts.userId === undefined ? null : { id: facts.userId },
    cookies: facts.csrf === undefined ? {} : { csrf_token: facts.csrf },
  } as unknown as FastifyRequest;
}

describe('idempotencyActor', () => {
  test('a signed-in user is the user, whatever cart session or browser', () => {
    expect(idempotencyActor(request({ userId: 7, csrf: 'secret' }), 'a4f1c7e2-0000-4000-8000-000000000000')).toBe('user:7');
  });

  test('a guest naming a cart session is that session', () => {
    const session = 'a4f1c7e2-0000-4000-8000-000000000000';
    expect(idempotencyActor(request({ csrf: 'secret' }), session)).toBe(`guest:${session}`);
  });

  test('a guest with neither is its browser, by a hash of its anti-forgery secret (never the secret itself)', () => {
    const actor = idempotencyActor(request({ csrf: 'browser-one' }), null);
    expect(actor).toBe(`browser:${createHash('sha256').update('browser-one').digest('hex')}`);
    expect(actor).not.toContain('browser-one');
    expect(idempotencyActor(request({ csrf: 'browser-two' }), null)).not.toBe(actor);
  });

  test('a request naming no caller at all has no actor: its key is not used', () => {
    expect(idempotencyActor(request({}), null)).toBeNull();
  });
});
