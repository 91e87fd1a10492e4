import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SignedInResponse } from '#shared/accounts/schemas.ts';
import type { ErrorBody } from '#shared/http/error-body.ts';
import { csrfHeaders, registerAndSignIn, type SignedIn } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { LOGIN_FAILURES_PER_IP, LOGIN_FAILURES_PER_PAIR, loginPairKey } from './login-throttle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
function nextIp(): string {
  ipCounter += 1;
  return `10.26.${ipCounter >> 8}.${ipCounter & 255}`;
}

function login(email: string, password: string, ip: string) {
  return t.app.inject({ method: 'POST', url: '/login', remoteAddress: ip, headers: csrfHeaders(), payload: { email, password } });
}

/** The clock moving on: the pair's current wait is over (the stored row is the only clock). */
async function waitOut(ip: string, email: string): Promise<void> {
  await t.orm.em
    .fork()
    .getConnection()
    .execute(`update rate_limit_hits set blocked_until = now() - interval '1 second' where key = ?`, [loginPairKey(ip, email)]);
}

let owner: SignedIn;
beforeAll(async () => {
  owner = await registerAndSignIn(t.app);
});

describe('sign-in throttling', () => {
  test('the attacker from one address gets 429s with a growing Retry-After; the owner from another signs in meanwhile', async () => {
    const attacker = nextIp();
    const home = nextIp();
    for (let i = 0; i <= LOGIN_FAILURES_PER_PAIR.freeFailures; i += 1) {
      expect((await login(owner.email, `guess ${i}`, attacker)).statusCode, `guess ${i}`).toBe(401);
    }
    const waits: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const refused = await login(owner.email, `more guess ${i}`, attacker);
      expect(refused.statusCode).toBe(429);
      expect(refused.json<ErrorBody>().error.code).toBe('too_many_requests');
      waits.push(Number(refused.headers['retry-after']));
    }
    expect(waits[0]).toBeGreaterThan(0);
    for (let i = 1; i < waits.length; i += 1) expect(waits[i], `${waits}`).toBeGreaterThan(waits[i - 1]!);

    const signedIn = await login(owner.email, owner.password, home);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<SignedInResponse>().user.id).toBe(owner.user.id);
  });

  test('while the pair waits, even the right password from that address waits (nothing is checked); afterwards it works and the count starts over', async () => {
    const shared = nextIp();
    for (let i = 0; i <= LOGIN_FAILURES_PER_PAIR.freeFailures; i += 1) await login(owner.email, `typo ${i}`, shared);
    expect((await login(owner.email, owner.password, shared)).statusCode).toBe(429);
    await waitOut(shared, owner.email);
    expect((await login(owner.email, owner.password, shared)).statusCode).toBe(200);
    // The correct password cleared the pair's failures: a typo now is just a typo.
    for (let i = 0; i < LOGIN_FAILURES_PER_PAIR.freeFailures; i += 1) expect((await login(owner.email, `typo again ${i}`, shared)).statusCode).toBe(401);
    expect((await login(owner.email, owner.password, shared)).statusCode).toBe(200);
  });

  test('many wrong passwords from many addresses never lock the owner out (no per-account lock)', async () => {
    const victim = await registerAndSignIn(t.app);
    for (let address = 0; address < 4; address += 1) {
      const ip = nextIp();
      for (let i = 0; i < LOGIN_FAILURES_PER_PAIR.freeFailures; i += 1) expect((await login(victim.email, `spray ${i}`, ip)).statusCode).toBe(401);
    }
    expect((await login(victim.email, victim.password, nextIp())).statusCode).toBe(200);
  });

  test('one address trying many accounts meets the looser per-address limit; other addresses do not', async () => {
    const stuffer = nextIp();
    for (let i = 0; i <= LOGIN_FAILURES_PER_IP.freeFailures; i += 1) {
      expect((await login(`victim${i}.${Date.now()}@example.vn`, 'Password123!', stuffer)).statusCode, `account ${i}`).toBe(401);
    }
    const blocked = await login(owner.email, 'Password123!', stuffer);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(owner.email, owner.password, nextIp())).statusCode).toBe(200);
  });
});
