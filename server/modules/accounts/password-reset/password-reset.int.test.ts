import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { OtpCreateResponse } from '#shared/accounts/password-reset-schemas.ts';
import type { MeResponse, SignedInResponse } from '#shared/accounts/schemas.ts';
import type { ErrorBody } from '#shared/http/error-body.ts';
import { codeInMail, csrfHeaders, nextMailTo as nextMailToApp, registerAndSignIn, sessionCookieOf } from '../../../test/auth.ts';
import { startSmtpCapture, type CapturedMail, type SmtpCapture } from '../../../test/smtp-capture.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { RESET_CHECK_FAILURES_PER_IP, RESET_CHECK_FAILURES_PER_PAIR, RESET_CODES_PER_EMAIL, RESET_CODES_PER_PAIR, resetCheckPairKey } from './reset-throttle.ts';

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
  return `10.4.${ipCounter >> 8}.${ipCounter & 255}`;
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

interface Requested {
  code: string;
  body: OtpCreateResponse;
  mail: CapturedMail;
  /** The request the browser holds: checks and the reset name it. */
  id: string;
}

async function requestCode(email: string, ip: string, lang?: 'vi' | 'en'): Promise<Requested> {
  const response = await post('/otp-create/password', { email }, { ip, lang });
  expect(response.statusCode).toBe(200);
  const mail = await nextMailTo(email);
  const body = response.json<OtpCreateResponse>();
  return { code: codeIn(mail), body, mail, id: body.reset_id };
}

function check(email: string, otp: string, resetId: string, ip: string) {
  return post('/otp-check/password', { email, otp, reset_id: resetId }, { ip });
}

function reset(email: string, otp: string, resetId: string, password: string, ip: string, confirmation = password) {
  return post('/reset-password', { email, otp, reset_id: resetId, password, password_confirmation: confirmation }, { ip });
}

/** The clock moving on for `ip`'s waits on `email` (the stored row is the only clock). */
async function waitOut(ip: string, email: string): Promise<void> {
  await t.orm.em
    .fork()
    .getConnection()
    .execute(`update rate_limit_hits set blocked_until = now() - interval '1 second' where key = ?`, [resetCheckPairKey(ip, email)]);
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
    const { code, body, mail, id } = await requestCode(account.email, ip, 'en');

    const expiresIn = Date.parse(body.expires_at) - before;
    expect(expiresIn).toBeGreaterThan(595_000);
    expect(expiresIn).toBeLessThanOrEqual(605_000);
    expect(body.message).toMatch(/6-digit code/);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(mail.subject).toBe('Linh Kiện Việt: your password reset code');
    expect(mail.text).toContain('expires in 10 minutes');
    expect(mail.html).toContain(code);

    // Only a hash is stored (spec: never the plain code).
    const row = await otpRow(account.email);
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash).toMatch(/^\$argon2id\$/);

    const checked = await check(account.email, code, id, ip);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({ valid: true, expires_at: body.expires_at });

    const newPassword = 'a brand new passphrase';
    const done = await reset(account.email.toUpperCase(), code, id, newPassword, ip);
    expect(done.statusCode).toBe(200);
    expect(done.json<SignedInResponse>()).toEqual({ user: account.user, redirect: '/' });
    const newCookie = sessionCookieOf(done.headers['set-cookie']);
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
    expect(a.reset_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Math.abs(Date.parse(a.expires_at) - Date.parse(b.expires_at))).toBeLessThan(5_000);

    // The known address's mail was queued after the unknown one's would have been.
    await nextMailTo(account.email);
    expect(smtp.messages.filter((m) => m.to.includes(unknown))).toEqual([]);
    expectInvalidOtp(await check(unknown, '123456', a.reset_id, ip));
  });

  test('a wrong code is invalid_otp_code and spends one try; the right one still works', async () => {
    const ip = nextIp();
    const account = await registerAndSignIn(t.app);
    const { code, id } = await requestCode(account.email, ip);
    expectInvalidOtp(await check(account.email, wrongCode(code), id, ip));
    expect((await otpRow(account.email)).attempts).toBe(1);

    // A malformed code is refused without spending a try.
    for (const otp of ['12345', '1234567', 'abcdef', '']) expectInvalidOtp(await check(account.email, otp, id, ip));
    expect((await otpRow(account.email)).attempts).toBe(1);
    expect((await check(account.email, code, id, ip)).statusCode).toBe(200);
  });

  test('a code works only with the request it was mailed for, and only for its own account', async () => {
    const ip = nextIp();
    const alice = await registerAndSignIn(t.app);
    const bob = await registerAndSignIn(t.app);
    const aliceCode = await requestCode(alice.email, ip);
    const bobCode = await requestCode(bob.email, ip);
    expectInvalidOtp(await reset(bob.email, aliceCode.code, aliceCode.id, 'taken over 1', ip));
    if (aliceCode.code !== bobCode.code) expectInvalidOtp(await reset(bob.email, aliceCode.code, bobCode.id, 'taken over 1', ip));
    expectInvalidOtp(await check(alice.email, aliceCode.code, crypto.randomUUID(), ip));
    expect((await post('/login', { email: bob.email, password: bob.password }, { ip })).statusCode).toBe(200);
    expect((await check(alice.email, aliceCode.code, aliceCode.id, ip)).statusCode).toBe(200);
  });

  test('an expired code is refused', async () => {
    const ip = nextIp();
    const account = await registerAndSignIn(t.app);
    const { code, id } = await requestCode(account.email, ip);
    await t.orm.em
      .fork()
      .getConnection()
      .execute(`update otp_codes set expires_at = now() - interval '1 second' where user_id = ?`, [account.user.id]);
    expectInvalidOtp(await check(account.email, code, id, ip));
    expectInvalidOtp(await reset(account.email, code, id, 'new password 1', ip));
    expect((await post('/login', { email: account.email, password: account.password }, { ip })).statusCode).toBe(200);
  });

  test('a code works once', async () => {
    const ip = nextIp();
    const account = await registerAndSignIn(t.app);
    const { code, id } = await requestCode(account.email, ip);
    expect((await reset(account.email, code, id, 'first new password', ip)).statusCode).toBe(200);
    expectInvalidOtp(await reset(account.email, code, id, 'second new password', ip));
    expectInvalidOtp(await check(account.email, code, id, ip));
    expect((await post('/login', { email: account.email, password: 'first new password' }, { ip })).statusCode).toBe(200);
  });

  test('after 5 wrong tries the code is dead: the 6th try is refused even with the right code; a new code works', async () => {
    const ip = nextIp();
    const account = await registerAndSignIn(t.app);
    const { code, id } = await requestCode(account.email, ip);
    for (let i = 0; i < 5; i++) expectInvalidOtp(await check(account.email, wrongCode(code), id, ip));
    expect((await otpRow(account.email)).attempts).toBe(5);
    expectInvalidOtp(await check(account.email, code, id, nextIp()));
    expectInvalidOtp(await reset(account.email, code, id, 'new password 1', nextIp()));
    expect((await otpRow(account.email)).attempts).toBe(5);

    // The owner asks for a new code (resend) and it works.
    await waitOut(ip, account.email);
    const resent = await post('/otp-create/password', { email: account.email, resend: true, reset_id: id }, { ip });
    expect(resent.statusCode).toBe(200);
    const fresh = resent.json<OtpCreateResponse>();
    const freshCode = codeIn(await nextMailTo(account.email));
    expect((await check(account.email, freshCode, fresh.reset_id, ip)).statusCode).toBe(200);
  });

  test('a resend mails a new code, the older one of that request dies and the countdown restarts', async () => {
    const ip = nextIp();
    const account = await registerAndSignIn(t.app);
    const first = await requestCode(account.email, ip);
    const resend = await post('/otp-create/password', { email: account.email, resend: true, reset_id: first.id }, { ip, lang: 'en' });
    expect(resend.statusCode).toBe(200);
    const second = resend.json<OtpCreateResponse>();
    expect(second.message).toMatch(/new 6-digit code/);
    expect(Date.parse(second.expires_at)).toBeGreaterThanOrEqual(Date.parse(first.body.expires_at));
    const secondCode = codeIn(await nextMailTo(account.email));
    expectInvalidOtp(await check(account.email, first.code, first.id, ip));
    if (secondCode !== first.code) expectInvalidOtp(await check(account.email, first.code, second.reset_id, ip));
    expect((await check(account.email, secondCode, second.reset_id, ip)).statusCode).toBe(200);
  });

  test('the new password follows the registration rules and a refusal does not spend the code', async () => {
    const ip = nextIp();
    const account = await registerAndSignIn(t.app);
    const { code, id } = await requestCode(account.email, ip);
    const short = await reset(account.email, code, id, 'short', ip);
    expect(short.statusCode).toBe(400);
    expect(short.json<ErrorBody>().error.fields).toEqual({ password: 'password_too_short' });
    const mismatch = await reset(account.email, code, id, 'long enough 1', ip, 'long enough 2');
    expect(mismatch.json<ErrorBody>().error.fields).toEqual({ password_confirmation: 'password_confirmation_mismatch' });
    expect(await otpRow(account.email)).toMatchObject({ attempts: 0, used_at: null });

    const badEmail = await post('/otp-create/password', { email: 'not-an-address' }, { ip });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json<ErrorBody>().error.fields).toEqual({ email: 'email_invalid' });
  });
});

describe('the attacker is throttled, never the owner', () => {
  test('the attacker from one address gets 429s with a growing Retry-After while the owner, from another, gets a code and resets', async () => {
    const owner = await registerAndSignIn(t.app);
    const attacker = nextIp();
    const home = nextIp();
    // The attacker asks for a code of their own (it goes to the owner's mailbox) and guesses at it.
    const theirs = await post('/otp-create/password', { email: owner.email }, { ip: attacker });
    expect(theirs.statusCode).toBe(200);
    await nextMailTo(owner.email);
    const theirId = theirs.json<OtpCreateResponse>().reset_id;
    for (let i = 0; i <= RESET_CHECK_FAILURES_PER_PAIR.freeFailures; i += 1) {
      expectInvalidOtp(await check(owner.email, String(100_000 + i), theirId, attacker));
    }
    const waits: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const refused = await check(owner.email, String(200_000 + i), i % 2 === 0 ? theirId : crypto.randomUUID(), attacker);
      expect(refused.statusCode).toBe(429);
      expect(refused.json<ErrorBody>().error.code).toBe('too_many_requests');
      waits.push(Number(refused.headers['retry-after']));
    }
    expect(waits[0]).toBeGreaterThan(0);
    for (let i = 1; i < waits.length; i += 1) expect(waits[i], `${waits}`).toBeGreaterThan(waits[i - 1]!);

    // Meanwhile the owner, at home: a code, checked, a new password, signed in.
    const mine = await requestCode(owner.email, home);
    expect((await check(owner.email, mine.code, mine.id, home)).statusCode).toBe(200);
    const done = await reset(owner.email, mine.code, mine.id, 'the owner is back in 1', home);
    expect(done.statusCode).toBe(200);
    expect(done.json<SignedInResponse>().user.id).toBe(owner.user.id);
    // The attacker still waits.
    expect((await check(owner.email, '123456', theirId, attacker)).statusCode).toBe(429);
  });

  test("the attacker's wrong codes and new requests never spend the owner's code", async () => {
    const owner = await registerAndSignIn(t.app);
    const home = nextIp();
    const mine = await requestCode(owner.email, home);
    // From several addresses, each within its free tries: a code request (mailed to the owner) and wrong codes.
    for (let a = 0; a < 3; a += 1) {
      const attacker = nextIp();
      const theirs = await post('/otp-create/password', { email: owner.email }, { ip: attacker });
      await nextMailTo(owner.email);
      const theirId = theirs.json<OtpCreateResponse>().reset_id;
      for (let i = 0; i < 5; i += 1) expectInvalidOtp(await check(owner.email, wrongCode(mine.code), i < 3 ? theirId : crypto.randomUUID(), attacker));
    }
    expect((await check(owner.email, mine.code, mine.id, home)).statusCode).toBe(200);
    expect((await reset(owner.email, mine.code, mine.id, 'still my account 1', home)).statusCode).toBe(200);
  });

  test('a burst of code requests from one address is cut short; the owner still gets a code from another', async () => {
    const owner = await registerAndSignIn(t.app);
    const attacker = nextIp();
    for (let i = 0; i < RESET_CODES_PER_PAIR.limit; i += 1) {
      expect((await post('/otp-create/password', { email: owner.email, resend: i > 0 }, { ip: attacker })).statusCode).toBe(200);
    }
    const cut = await post('/otp-create/password', { email: owner.email }, { ip: attacker });
    expect(cut.statusCode).toBe(429);
    expect(Number(cut.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(cut.headers['retry-after'])).toBeLessThanOrEqual(RESET_CODES_PER_PAIR.windowSeconds);
    // Refused requests are not mailed and do not count against the mailbox.
    for (let i = 0; i < 10; i += 1) expect((await post('/otp-create/password', { email: owner.email }, { ip: attacker })).statusCode).toBe(429);
    for (let i = 0; i < RESET_CODES_PER_PAIR.limit; i += 1) await nextMailTo(owner.email);

    const home = nextIp();
    const mine = await requestCode(owner.email, home);
    expect((await reset(owner.email, mine.code, mine.id, 'home again 1234', home)).statusCode).toBe(200);
    expect(smtp.messages.filter((m) => m.to.includes(owner.email) && /đặt lại mật khẩu/.test(m.subject))).toHaveLength(RESET_CODES_PER_PAIR.limit + 1);
  });

  test('one mailbox gets a bounded number of codes an hour, however many addresses ask, known or not', async () => {
    const owner = await registerAndSignIn(t.app);
    const unknown = `nobody.flood.${Date.now()}@example.vn`;
    for (const email of [owner.email, unknown]) {
      for (let i = 0; i < RESET_CODES_PER_EMAIL.limit; i += 1) expect((await post('/otp-create/password', { email }, { ip: nextIp() })).statusCode).toBe(200);
      const refused = await post('/otp-create/password', { email }, { ip: nextIp() });
      expect(refused.statusCode).toBe(429);
      expect(refused.json<ErrorBody>().error.code).toBe('too_many_requests');
    }
  });

  test('one address checking codes for many e-mails meets the looser per-address rule; other addresses do not', async () => {
    const stuffer = nextIp();
    for (let i = 0; i <= RESET_CHECK_FAILURES_PER_IP.freeFailures; i += 1) {
      expectInvalidOtp(await check(`victim${i}.${Date.now()}@example.vn`, '123456', crypto.randomUUID(), stuffer));
    }
    const blocked = await check(`one.more.${Date.now()}@example.vn`, '123456', crypto.randomUUID(), stuffer);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const owner = await registerAndSignIn(t.app);
    const home = nextIp();
    const mine = await requestCode(owner.email, home);
    expect((await check(owner.email, mine.code, mine.id, home)).statusCode).toBe(200);
  });
});

describe('limits and anti-forgery', () => {
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

  test('without the anti-forgery headers every call is 403 csrf_failed', async () => {
    const id = crypto.randomUUID();
    const calls = [
      ['/otp-create/password', { email: 'a@example.vn' }],
      ['/otp-check/password', { email: 'a@example.vn', otp: '123456', reset_id: id }],
      ['/reset-password', { email: 'a@example.vn', otp: '123456', reset_id: id, password: 'long enough 1', password_confirmation: 'long enough 1' }],
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
