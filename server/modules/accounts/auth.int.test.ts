import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { MeResponse, SignedInResponse } from '#shared/accounts/schemas.ts';
import { codeInMail, csrfHeaders, nextMailTo, registerAndSignIn, sessionCookieOf, startRegistration } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { LOGIN_FAILURES_PER_PAIR } from './login-throttle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    config: { oauth: { google: { clientId: 'g', clientSecret: 's' }, facebook: null, zalo: null } },
  });
});
afterAll(() => t.close());

function login(payload: Record<string, unknown>, headers = csrfHeaders()) {
  return t.app.inject({ method: 'POST', url: '/login', headers, payload });
}

async function me(cookie: string): Promise<MeResponse> {
  return (await t.app.inject({ url: '/v1/me', headers: { cookie } })).json<MeResponse>();
}

describe('registration and sign-in', () => {
  test('register signs in; logout ends the session; login starts a new one', async () => {
    const account = await registerAndSignIn(t.app, { email: 'An.Nguyen@Example.VN', fullname: '  Nguyễn Văn An ' });
    expect(account.user).toMatchObject({ email: 'an.nguyen@example.vn', fullname: 'Nguyễn Văn An', avatar: null, role: 'customer' });
    expect((await me(account.cookie)).user?.id).toBe(account.user.id);

    const [stored] = await t.orm.em.fork().execute<{ password_hash: string }[]>('select password_hash from users where id = ?', [account.user.id]);
    expect(stored?.password_hash).toMatch(/^\$argon2id\$/);

    const out = await t.app.inject({ method: 'POST', url: '/logout', headers: account.headers });
    expect(out.statusCode).toBe(200);
    expect((await me(account.cookie)).user).toBeNull();

    const back = await login({ email: 'AN.NGUYEN@example.vn', password: account.password, return_url: '/carts' });
    expect(back.statusCode).toBe(200);
    expect(back.json<SignedInResponse>()).toMatchObject({ redirect: '/carts', user: { id: account.user.id } });
    const cookie = sessionCookieOf(back.headers['set-cookie']);
    expect(cookie).not.toBeNull();
    expect(cookie).not.toBe(account.cookie);
    expect((await me(cookie!)).user?.id).toBe(account.user.id);
  });

  test('the session cookie is httpOnly and SameSite=Lax, and the id is stored only as a hash', async () => {
    const email = `lan.${Date.now()}@example.vn`;
    const started = await startRegistration(t.app, { fullname: 'Lan', email, password: 'password123', remoteAddress: '10.5.0.1' });
    const code = codeInMail(await nextMailTo(t.app, email));
    const response = await t.app.inject({
      method: 'POST',
      url: '/register/confirm',
      remoteAddress: '10.5.0.1',
      headers: csrfHeaders(),
      payload: { registration_id: started.registration_id, otp: code },
    });
    const line = ([] as string[]).concat(response.headers['set-cookie'] as string[]).find((l) => l.startsWith('sid='))!;
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    const token = line.slice(4, line.indexOf(';'));
    const rows = await t.orm.em.fork().execute<{ n: string }[]>('select count(*) as n from sessions where id_hash = ?', [token]);
    expect(Number(rows[0]?.n)).toBe(0);
  });

  test('login rotates the session id a browser already had', async () => {
    const account = await registerAndSignIn(t.app);
    const again = await login({ email: account.email, password: account.password }, csrfHeaders(account.cookie));
    const rotated = sessionCookieOf(again.headers['set-cookie'])!;
    expect(rotated).not.toBe(account.cookie);
    expect((await me(account.cookie)).user).toBeNull();
    expect((await me(rotated)).user?.id).toBe(account.user.id);
  });

  test('wrong password and unknown e-mail get the same answer, with the field named', async () => {
    const account = await registerAndSignIn(t.app);
    const wrong = await login({ email: account.email, password: 'not the password' });
    const unknown = await login({ email: 'nobody@example.vn', password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ error: { code: 'invalid_credentials', fields: { password: 'invalid_credentials' } } });
    expect(sessionCookieOf(wrong.headers['set-cookie'])).toBeNull();
  });

  test('bad input names each field with a message key', async () => {
    const empty = await login({ email: '', password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: { fields: { email: 'email_required', password: 'password_required' } } });

    const bad = await t.app.inject({
      method: 'POST',
      url: '/register',
      headers: csrfHeaders(),
      payload: { fullname: '', email: 'not-an-email', password: 'short', password_confirmation: 'short' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { fields: { fullname: 'fullname_required', email: 'email_invalid', password: 'password_too_short' } } });

    const missing = await t.app.inject({ method: 'POST', url: '/register', headers: csrfHeaders(), payload: { email: 'x@y.vn' } });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json<{ error: { fields: object } }>().error.fields)).toEqual(
      expect.arrayContaining(['fullname', 'password', 'password_confirmation']),
    );
  });

  test('an e-mail is registered once, whatever its case, and asking again does not say so', async () => {
    await registerAndSignIn(t.app, { email: 'dup@example.vn' });
    const again = await t.app.inject({
      method: 'POST',
      url: '/register',
      headers: csrfHeaders(),
      payload: { fullname: 'Dup', email: 'DUP@example.vn', password: 'password123', password_confirmation: 'password123' },
    });
    expect(again.statusCode).toBe(202);
    expect(JSON.stringify(again.json())).not.toContain('email_taken');
    const rows = await t.orm.em.fork().execute<{ n: string }[]>(`select count(*) as n from users where email = 'dup@example.vn'`);
    expect(Number(rows[0]?.n)).toBe(1);
  });

  test('return_url is followed only inside the site', async () => {
    const account = await registerAndSignIn(t.app);
    for (const [returnUrl, expected] of [['//evil.example/x', '/'], ['https://evil.example', '/'], ['/pcb?x=1', '/pcb?x=1']]) {
      const response = await login({ email: account.email, password: account.password, return_url: returnUrl });
      expect(response.json<SignedInResponse>().redirect).toBe(expected);
    }
  });
});

describe('anti-forgery', () => {
  test('a mutating request without the token header, with a wrong one, or without the ajax marker is a 403', async () => {
    const payload = { email: 'x@example.vn', password: 'whatever1' };
    const { 'x-csrf-token': _token, ...noToken } = csrfHeaders();
    const { 'x-requested-with': _marker, ...noMarker } = csrfHeaders();
    for (const headers of [{}, noToken, noMarker, { ...csrfHeaders(), 'x-csrf-token': 'other' }]) {
      const response = await login(payload, headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: { code: 'csrf_failed' } });
    }
  });

  test('GET /v1/me hands out the token cookie when the browser has none', async () => {
    const response = await t.app.inject({ url: '/v1/me' });
    expect(response.json()).toEqual({ user: null });
    expect(String(response.headers['set-cookie'])).toMatch(/^csrf_token=[\w-]{20,}; Path=\/; SameSite=Lax/);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('rate limits', () => {
  test('too many wrong passwords from one address make that address wait (429, Retry-After), even with the right password', async () => {
    const account = await registerAndSignIn(t.app);
    for (let i = 0; i <= LOGIN_FAILURES_PER_PAIR.freeFailures; i += 1) expect((await login({ email: account.email, password: 'wrong password' })).statusCode).toBe(401);
    const blocked = await login({ email: account.email, password: account.password });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toMatchObject({ error: { code: 'too_many_requests' } });
  });
});

describe('providers', () => {
  test('only configured social providers are listed', async () => {
    expect((await t.app.inject({ url: '/v1/auth/providers' })).json()).toEqual({ providers: ['google'] });
  });
});
