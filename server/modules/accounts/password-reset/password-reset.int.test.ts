import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { OtpCreateResponse } from '#shared/accounts/password-reset-schemas.ts';
import type { MeResponse, SignedInResponse } from '#shared/accounts/schemas.ts';
import type { ErrorBody } from '#shared/http/error-body.ts';
import { codeInMail, csrfHeaders, nextMailTo as nextMailToApp, registerAndSignIn, sessionCookieOf } from '../../../test/auth.ts';
import { startSmtpCapture, type CapturedMail, type SmtpCapture } from '../../../test/smtp-capture.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({ mailbox: smtp });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

// Each test comes from its own address, so the per-IP limits of one test do not spill into another.
let ipCounter = 0;
function nextIp(): string {
  ipCounter += 1;
  return `10.4.0.${ipCounter}`;
}

/** The next mail to `email` not yet read, by this file or by registerAndSignIn (its code mail). */
function nextMailTo(email: string): Promise<CapturedMail> {
  return nextMailToApp(t.app, email);
}

const codeIn = codeInMail;

function post(url: string, payload: object, options: { ip: string; cookie?: string; lang?: 'vi' | 'en' }) {
  const headers = csrfHeaders(options.cookie);
  if (options.lang) headers.cookie = `${headers.cookie}; lang=${options.lang}`;
  return t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: options.ip });
}

async function requestCode(email: string, ip: string, lang?: 'vi' | 'en'): Promise<{ code: string; body: OtpCreateResponse; mail: CapturedMail }> {
  const response = await post('/otp-create/password', { email }, { ip, lang });
  expect(response.statusCode).toBe(200);
  const mail = await nextMailTo(email);
  return { code: codeIn(mail), body: response.json<OtpCreateResponse>(), mail };
}

function wrongCode(code: string): string {
  return code === '000000' ? '000001' : '000000';
}

async function otpRow(email: string): Promise<{ code_hash: string; attempts: number; used_at: Date | null; expires_at: Date }> {
  const rows = await t.orm.em
    .fork()
    .getConnection()
    .execute<{ code_hash: string; attempts: number; used_at: Date | null; expires_at: Date }[]>(
      'select o.code_hash, o.attempts, o.used_at, o.expires_at from otp_codes o join users u on u.id = o.user_id where u.email = ? order by o.id desc',
      [email],
    );
  if (!rows[0]) throw new Error(`no code row for ${email}`);
  return rows[0];
}

function expectInvalidOtp(response: { statusCode: number; json<T>(): T }): void {
  expect(response.statusCode).toBe(400);
  expect(response.json<ErrorBody>().error).toMatchObject({ code: 'invalid_otp_code', fields: { otp: 'invalid_otp_code' } });
}

describe('password reset with an e-mailed code', () => {
  test('happy path: code by e-mail, check, new password, signed in here and out everywhere else', async () => {
    const ip = nextIp();
    const account = await registerAndSignIn(t.app);
    const before = Date.now();
    const { code, body, mail } = await requestCode(account.email, ip, 'en');

    const expiresIn = Date.parse(body.expires_at) - before;
    expect(expiresIn).toBeGreaterThan(595_000);
    expect(expiresIn).toBeLessThanOrEqual(605_000);
    expect(body.message).toMatch(/6-digit code/);
    expect(mail.subject).toBe('Linh Kiện Việt: your password reset code');
    expect(mail.text).toContain('expires in 10 minutes');
    expect(mail.html).toContain(code);

    // Only a hash is stored (spec: never the plain code).
    const row = await otpRow(account.email);
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash).toMatch(/^\$argon2id\$/);

    const check = await post('/otp-check/password', { email: account.email, otp: code }, { ip });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ valid: true, expires_at: body.expires_at });

    const newPassword = 'a brand new passphrase';
    const reset = await post(
      '/reset-password',
      { email: account.email.toUpperCase(), otp: code, password: newPassword, password_confirmation: newPassword },
      { ip },
    );
    expect(reset.statusCode).toBe(200);
    expect(reset.json<SignedInResponse>()).toEqual({ user: account.user, redirect: '/' });
    const newCookie = sessionCookieOf(reset.headers['set-cookie']);
    expect(newCookie).not.toBeNull();

    const me = (cookie: string) => t.app.inject({ url: '/v1/me', headers: { cookie } }).then((r) => r.json<MeResponse>().user);
    expect(await me(newCookie!)).toMatchObject({ id: account.user.id });
    expect(await me(account.cookie)).toBeNull();
    expect((await otpRow(account.email)).used_at).not.toBeNull();

    const login = (password: string) => post('/login', { email: account.email, password }, { ip });
    expect((await login(account.password)).statusCode).toBe(401);
    expect((await login(newPassword)).statusCode).toBe(200);
  });

  test('Vietnamese is the default language of the e-mail and the answer', async () => {
    const account = await registerAndSignIn(t.app);
    const { body, mail } = await requestCode(account.email, nextIp());
    expect(mail.subject).toBe('Linh Kiện Việt: mã đặt lại mật khẩu');
    expect(mail.text).toContain('hết hạn sau 10 phút');
    expect(body.message).toMatch(/mã gồm 6 chữ số/);
  });

  test('an unknown e-mail gets the same answer and nothing is sent', async () => {
    const ip = nextIp();
    const account = await registerAndSignIn(t.app);
    const unknown = `nobody.${Date.now()}@example.vn`;
    const stranger = await post('/otp-create/password', { email: unknown }, { ip });
    const known = await post('/otp-create/password', { email: account.email }, { ip });
    expect(stranger.statusCode).toBe(known.statusCode);
    const a = stranger.json<OtpCreateResponse>();
    const b = known.json<OtpCreateResponse>();
    expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
    expect(a.message).toBe(b.message);
    expect(Math.abs(Date.parse(a.expires_at) - Date.parse(b.expires_at))).toBeLessThan(5_000);

    // The known address's mail was queued after the unknown one's would have been.
    await nextMailTo(account.email);
    expect(smtp.messages.filter((m) => m.to.includes(unknown))).toEqual([]);
    const check = await post('/otp-check/password', { email: unknown, otp: '123456' }, { ip });
    expectInvalidOtp(check);
  });

  test('a wrong code is invalid_otp_code and spends one try; the right one still works', async () => {
    const ip = nextIp();
    const account = await registerAndSignIn(t.app);
    const { code } = await requestCode(account.email, ip);
    expectInvalidOtp(await post('/otp-check/password', { email: account.email, otp: wrongCode(code) }, { ip }));
    expect((await otpRow(account.email)).attempts).toBe(1);

    // A malformed code is refused without spending a try.
    for (const otp of ['12345', '1234567', 'abcdef', '']) {
      expectInvalidOtp(await post('/otp-check/password', { email: account.email, otp }, { ip }));
    }
    expect((await otpRow(account.email)).attempts).toBe(1);
    expect((await post('/otp-check/password', { email: account.email, otp: code }, { ip })).statusCode).toBe(200);
  });

  test("one user's code does not open another user's account", async () => {
    const ip = nextIp();
    const alice = await registerAndSignIn(t.app);
    const bob = await registerAndSignIn(t.app);
    const aliceCode = await requestCode(alice.email, ip);
    const bobCode = await requestCode(bob.email, ip);
    if (aliceCode.code !== bobCode.code) {
      const reset = await post('/reset-password', { email: bob.email, otp: aliceCode.code, password: 'taken over 1', password_confirmation: 'taken over 1' }, { ip });
      expectInvalidOtp(reset);
    }
    expect((await post('/login', { email: bob.email, password: bob.password }, { ip })).statusCode).toBe(200);
    expect((await post('/otp-check/password', { email: alice.email, otp: aliceCode.code }, { ip })).statusCode).toBe(200);
  });

  test('an expired code is refused', async () => {
    const ip = nextIp();
    const account = await registerAndSignIn(t.app);
    const { code } = await requestCode(account.email, ip);
    await t.orm.em
      .fork()
      .getConnection()
      .execute(
        `update otp_codes set expires_at = now() - interval '1 second' where user_id = ?`,
        [account.user.id],
      );
    expectInvalidOtp(await post('/otp-check/password', { email: account.email, otp: code }, { ip }));
    const reset = await post('/reset-password', { email: account.email, otp: code, password: 'new password 1', password_confirmation: 'new password 1' }, { ip });
    expectInvalidOtp(reset);
    expect((await post('/login', { email: account.email, password: account.password }, { ip })).statusCode).toBe(200);
  });

  test('a code works once', async () => {
    const ip = nextIp();
    const account = await registerAndSignIn(t.app);
    const { code } = await requestCode(account.email, ip);
    const payload = { email: account.email, otp: code, password: 'first new password', password_confirmation: 'first new password' };
    expect((await post('/reset-password', payload, { ip })).statusCode).toBe(200);
    const again = await post('/reset-password', { ...payload, password: 'second new password', password_confirmation: 'second new password' }, { ip });
    expectInvalidOtp(again);
    expectInvalidOtp(await post('/otp-check/password', { email: account.email, otp: code }, { ip }));
    expect((await post('/login', { email: account.email, password: 'first new password' }, { ip })).statusCode).toBe(200);
  });

  test('after 5 wrong tries the code is dead: the 6th try is refused even with the right code', async () => {
    const ip = nextIp();
    const account = await registerAndSignIn(t.app);
    const { code } = await requestCode(account.email, ip);
    for (let i = 0; i < 5; i++) {
      expectInvalidOtp(await post('/otp-check/password', { email: account.email, otp: wrongCode(code) }, { ip }));
    }
    expect((await otpRow(account.email)).attempts).toBe(5);
    expectInvalidOtp(await post('/otp-check/password', { email: account.email, otp: code }, { ip }));
    const reset = await post('/reset-password', { email: account.email, otp: code, password: 'new password 1', password_confirmation: 'new password 1' }, { ip });
    expectInvalidOtp(reset);
    expect((await otpRow(account.email)).attempts).toBe(5);

    // A new code (resend) works again.
    const fresh = await requestCode(account.email, ip);
    expect((await post('/otp-check/password', { email: account.email, otp: fresh.code }, { ip })).statusCode).toBe(200);
  });

  test('a new code invalidates the older one and restarts the countdown', async () => {
    const ip = nextIp();
    const account = await registerAndSignIn(t.app);
    const first = await requestCode(account.email, ip);
    const resend = await post('/otp-create/password', { email: account.email, resend: true }, { ip, lang: 'en' });
    expect(resend.statusCode).toBe(200);
    const second = resend.json<OtpCreateResponse>();
    expect(second.message).toMatch(/new 6-digit code/);
    expect(Date.parse(second.expires_at)).toBeGreaterThanOrEqual(Date.parse(first.body.expires_at));
    const secondCode = codeIn(await nextMailTo(account.email));
    if (secondCode !== first.code) {
      expectInvalidOtp(await post('/otp-check/password', { email: account.email, otp: first.code }, { ip }));
    }
    expect((await post('/otp-check/password', { email: account.email, otp: secondCode }, { ip })).statusCode).toBe(200);
  });

  test('the new password follows the registration rules and a refusal does not spend the code', async () => {
    const ip = nextIp();
    const account = await registerAndSignIn(t.app);
    const { code } = await requestCode(account.email, ip);
    const short = await post('/reset-password', { email: account.email, otp: code, password: 'short', password_confirmation: 'short' }, { ip });
    expect(short.statusCode).toBe(400);
    expect(short.json<ErrorBody>().error.fields).toEqual({ password: 'password_too_short' });
    const mismatch = await post('/reset-password', { email: account.email, otp: code, password: 'long enough 1', password_confirmation: 'long enough 2' }, { ip });
    expect(mismatch.json<ErrorBody>().error.fields).toEqual({ password_confirmation: 'password_confirmation_mismatch' });
    expect(await otpRow(account.email)).toMatchObject({ attempts: 0, used_at: null });

    const badEmail = await post('/otp-create/password', { email: 'not-an-address' }, { ip });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json<ErrorBody>().error.fields).toEqual({ email: 'email_invalid' });
  });
});

describe('limits and anti-forgery', () => {
  test('codes per e-mail are rate-limited: 429 with Retry-After', async () => {
    const account = await registerAndSignIn(t.app);
    // Five from different addresses: the per-e-mail limit is the one that trips.
    for (let i = 0; i < 5; i++) {
      expect((await post('/otp-create/password', { email: account.email }, { ip: nextIp() })).statusCode).toBe(200);
    }
    const limited = await post('/otp-create/password', { email: account.email }, { ip: nextIp() });
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ErrorBody>().error.code).toBe('too_many_requests');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(3_600);
  });

  test('code requests per IP are rate-limited too, whatever the e-mail', async () => {
    const ip = nextIp();
    let status = 200;
    let sent = 0;
    while (status === 200 && sent < 30) {
      status = (await post('/otp-create/password', { email: `nobody${sent}.${Date.now()}@example.vn` }, { ip })).statusCode;
      sent += 1;
    }
    expect(status).toBe(429);
    expect(sent).toBe(21);
  });

  test('code checks per e-mail are rate-limited, known address or not', async () => {
    const email = `nobody.checks.${Date.now()}@example.vn`;
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++) {
      statuses.push((await post('/otp-check/password', { email, otp: 'x' }, { ip: nextIp() })).statusCode);
    }
    expect(statuses.slice(0, 15).every((s) => s === 400)).toBe(true);
    expect(statuses[15]).toBe(429);
  });

  test('without the anti-forgery headers every call is 403 csrf_failed', async () => {
    const calls = [
      ['/otp-create/password', { email: 'a@example.vn' }],
      ['/otp-check/password', { email: 'a@example.vn', otp: '123456' }],
      ['/reset-password', { email: 'a@example.vn', otp: '123456', password: 'long enough 1', password_confirmation: 'long enough 1' }],
    ] as const;
    for (const [url, payload] of calls) {
      const response = await t.app.inject({ method: 'POST', url, payload });
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorBody>().error.code).toBe('csrf_failed');
      const tokenOnly = await t.app.inject({ method: 'POST', url, payload, headers: { 'x-csrf-token': 't', cookie: 'csrf_token=t' } });
      expect(tokenOnly.statusCode).toBe(403);
    }
  });
});
