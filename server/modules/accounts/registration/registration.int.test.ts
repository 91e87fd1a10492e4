import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { MeResponse, RegisterStartedResponse, SignedInResponse } from '#shared/accounts/schemas.ts';
import type { ErrorBody } from '#shared/http/error-body.ts';
import { codeInMail, csrfHeaders, nextMailTo, registerAndSignIn, sessionCookieOf } from '../../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
function nextIp(): string {
  ipCounter += 1;
  return `10.22.${ipCounter >> 8}.${ipCounter & 255}`;
}

function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.vn`;
}

const PASSWORD = 'mật khẩu đủ dài 2026';

function register(email: string, ip: string, extra: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/register',
    remoteAddress: ip,
    headers: csrfHeaders(),
    payload: { fullname: 'Trần Văn Bình', email, password: PASSWORD, password_confirmation: PASSWORD, ...extra },
  });
}

function confirm(registrationId: string, otp: string, ip: string, headers = csrfHeaders()) {
  return t.app.inject({ method: 'POST', url: '/register/confirm', remoteAddress: ip, headers, payload: { registration_id: registrationId, otp } });
}

async function userCount(email: string): Promise<number> {
  const rows = await t.orm.em.fork().getConnection().execute<{ count: string }[]>('select count(*) from users where email = ?', [email.toLowerCase()]);
  return Number(rows[0]?.count);
}

/** Everything in an answer a browser (or a script) could read to tell the two cases apart. */
function visible(response: Awaited<ReturnType<typeof register>>) {
  const body = response.json<RegisterStartedResponse>();
  return {
    status: response.statusCode,
    keys: Object.keys(body).sort(),
    idIsUuid: /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(body.registration_id),
    minutesLeft: Math.round((Date.parse(body.expires_at) - Date.now()) / 60_000),
    sessionCookie: sessionCookieOf(response.headers['set-cookie']),
    headerNames: Object.keys(response.headers).filter((name) => !['date', 'content-length'].includes(name)).sort(),
  };
}

describe('registration never tells whether an e-mail has an account', () => {
  test('a new address and one with an account get the same answer; neither is signed in', async () => {
    const owner = await registerAndSignIn(t.app);
    const fresh = uniqueEmail('fresh');
    const forNew = await register(fresh, nextIp());
    const forOwner = await register(owner.email.toUpperCase(), nextIp());
    expect(visible(forNew)).toEqual(visible(forOwner));
    expect(visible(forNew)).toMatchObject({ status: 202, keys: ['expires_at', 'registration_id'], idIsUuid: true, minutesLeft: 10, sessionCookie: null });
    expect(await userCount(fresh)).toBe(0);
  });

  test('the owner is told by e-mail, with links to sign in and to reset the password; nothing about the account changes', async () => {
    const owner = await registerAndSignIn(t.app, { fullname: 'Chủ Tài Khoản' });
    const started = (await register(owner.email, nextIp(), { fullname: 'Kẻ Mạo Danh' })).json<RegisterStartedResponse>();
    const mail = await nextMailTo(t.app, owner.email);
    expect(mail.subject).toContain('bạn đã có tài khoản');
    expect(mail.text).toContain('Xin chào Chủ Tài Khoản');
    expect(mail.text).not.toContain('Kẻ Mạo Danh');
    expect(mail.text).toMatch(/Đăng nhập: http:\/\/[^\s]+\/login/);
    expect(mail.text).toMatch(/Đặt mật khẩu mới: http:\/\/[^\s]+\/forgot-password/);
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
    // No code works for it, and the account keeps its password.
    for (const guess of ['000000', '123456']) expect((await confirm(started.registration_id, guess, nextIp())).json<ErrorBody>().error.code).toBe('invalid_otp_code');
    expect(await userCount(owner.email)).toBe(1);
    const login = await t.app.inject({ method: 'POST', url: '/login', remoteAddress: nextIp(), headers: csrfHeaders(), payload: { email: owner.email, password: owner.password } });
    expect(login.statusCode).toBe(200);
  });

  test('a new address gets its code; the code creates the verified account, signs in and returns to return_url', async () => {
    const email = uniqueEmail('new');
    const ip = nextIp();
    const started = (await register(email, ip, { return_url: '/pcb?width=50' })).json<RegisterStartedResponse>();
    const mail = await nextMailTo(t.app, email);
    expect(mail.subject).toContain('mã xác nhận để tạo tài khoản');
    const code = codeInMail(mail);
    const wrong = await confirm(started.registration_id, code === '000000' ? '000001' : '000000', ip);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ErrorBody>().error).toMatchObject({ code: 'invalid_otp_code', fields: { otp: 'invalid_otp_code' } });
    expect(await userCount(email)).toBe(0);

    const right = await confirm(started.registration_id, code, ip);
    expect(right.statusCode).toBe(201);
    const signedIn = right.json<SignedInResponse>();
    expect(signedIn).toMatchObject({ redirect: '/pcb?width=50', user: { email, fullname: 'Trần Văn Bình', role: 'customer' } });
    const cookie = sessionCookieOf(right.headers['set-cookie'])!;
    expect((await t.app.inject({ url: '/v1/me', headers: { cookie } })).json<MeResponse>().user?.id).toBe(signedIn.user.id);
    const [row] = await t.orm.em.fork().getConnection().execute<{ email_verified: boolean; password_hash: string }[]>('select email_verified, password_hash from users where email = ?', [email]);
    expect(row).toMatchObject({ email_verified: true, password_hash: expect.stringMatching(/^\$argon2id\$/) });
    // Spent: the same code cannot make a second account or a second session.
    expect((await confirm(started.registration_id, code, ip)).json<ErrorBody>().error.code).toBe('invalid_otp_code');
    expect(await userCount(email)).toBe(1);
  });

  test('five wrong codes kill the request; a resend mails a new code and the old one dies', async () => {
    const email = uniqueEmail('tries');
    const ip = nextIp();
    const started = (await register(email, ip)).json<RegisterStartedResponse>();
    const code = codeInMail(await nextMailTo(t.app, email));
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await confirm(started.registration_id, wrong, ip)).statusCode).toBe(400);
    expect((await confirm(started.registration_id, code, ip)).json<ErrorBody>().error.code).toBe('invalid_otp_code');

    const resent = await t.app.inject({ method: 'POST', url: '/register/resend', remoteAddress: ip, headers: csrfHeaders(), payload: { registration_id: started.registration_id } });
    expect(resent.statusCode).toBe(200);
    expect(Object.keys(resent.json())).toEqual(['expires_at']);
    const newCode = codeInMail(await nextMailTo(t.app, email));
    if (newCode !== code) expect((await confirm(started.registration_id, code, ip)).statusCode).toBe(400);
    expect((await confirm(started.registration_id, newCode, ip)).statusCode).toBe(201);
  });

  test('a resend for an address with an account answers the same and mails the owner again', async () => {
    const owner = await registerAndSignIn(t.app);
    const ip = nextIp();
    const started = (await register(owner.email, ip)).json<RegisterStartedResponse>();
    await nextMailTo(t.app, owner.email);
    const resent = await t.app.inject({ method: 'POST', url: '/register/resend', remoteAddress: ip, headers: csrfHeaders(), payload: { registration_id: started.registration_id } });
    expect(resent.statusCode).toBe(200);
    expect(Object.keys(resent.json())).toEqual(['expires_at']);
    expect((await nextMailTo(t.app, owner.email)).subject).toContain('bạn đã có tài khoản');
    const unknown = await t.app.inject({ method: 'POST', url: '/register/resend', remoteAddress: ip, headers: csrfHeaders(), payload: { registration_id: crypto.randomUUID() } });
    expect(unknown.json<ErrorBody>().error.code).toBe('registration_expired');
  });

  test('one mailbox gets at most six registration mails an hour, whether or not it has an account', async () => {
    // The owner's own registration was the first of the six.
    const owner = await registerAndSignIn(t.app);
    const fresh = uniqueEmail('flood');
    expect((await register(fresh, nextIp())).statusCode).toBe(202);
    for (const email of [owner.email, fresh]) {
      for (let i = 1; i < 6; i += 1) expect((await register(email, nextIp())).statusCode).toBe(202);
      const refused = await register(email, nextIp());
      expect(refused.statusCode).toBe(429);
      expect(refused.json<ErrorBody>().error.code).toBe('too_many_requests');
    }
  });

  test('the form rules still answer per field, before anything is stored or sent', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/register',
      remoteAddress: nextIp(),
      headers: csrfHeaders(),
      payload: { fullname: '', email: 'not-an-email', password: 'short', password_confirmation: 'short' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().error).toMatchObject({ code: 'validation_failed', fields: { fullname: 'fullname_required', email: 'email_invalid', password: 'password_too_short' } });
  });
});
