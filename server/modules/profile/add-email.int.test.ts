import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { MeResponse } from '#shared/accounts/schemas.ts';
import type { ErrorBody } from '#shared/http/error-body.ts';
import type { AddEmailStartedResponse, ProfileResponse } from '#shared/profile/schemas.ts';
import { codeInMail, csrfHeaders, nextMailTo, registerAndSignIn, type SignedIn } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { ADD_EMAIL_MAILS_PER_EMAIL, ADD_EMAIL_MAILS_PER_USER } from './add-email.routes.ts';

// Spec §5 "Email editable only when none is set" (a Zalo or Facebook account without an e-mail),
// made consistent with registration: the same answer for every address, the
// address set only with the code mailed to it, the owner of a taken address told by e-mail.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.vn`;
}

/** An account that signed in with a provider that gave no e-mail (Zalo): registered, then its address removed. */
async function accountWithoutEmail(): Promise<SignedIn> {
  const account = await registerAndSignIn(t.app);
  await t.orm.em.fork().getConnection().execute('update users set email = null, email_verified = false where id = ?', [account.user.id]);
  return account;
}

function addEmail(account: SignedIn, email: string) {
  return t.app.inject({ method: 'POST', url: '/user/profiles/email', headers: account.headers, payload: { email } });
}

function confirm(account: SignedIn, otp: string) {
  return t.app.inject({ method: 'POST', url: '/user/profiles/email/confirm', headers: account.headers, payload: { otp } });
}

async function emailOf(account: SignedIn): Promise<{ email: string | null; email_verified: boolean }> {
  const rows = await t.orm.em.fork().getConnection().execute<{ email: string | null; email_verified: boolean }[]>('select email, email_verified from users where id = ?', [account.user.id]);
  return rows[0]!;
}

/** Everything in an answer a browser (or a script) could read to tell the two cases apart. */
function visible(response: Awaited<ReturnType<typeof addEmail>>) {
  const body = response.json<AddEmailStartedResponse>();
  return {
    status: response.statusCode,
    keys: Object.keys(body).sort(),
    minutesLeft: Math.round((Date.parse(body.expires_at) - Date.now()) / 60_000),
    setCookie: response.headers['set-cookie'] ?? null,
    headerNames: Object.keys(response.headers).filter((name) => !['date', 'content-length'].includes(name)).sort(),
  };
}

function expectInvalidOtp(response: Awaited<ReturnType<typeof confirm>>): void {
  expect(response.statusCode).toBe(400);
  expect(response.json<ErrorBody>().error).toMatchObject({ code: 'invalid_otp_code', fields: { otp: 'invalid_otp_code' } });
}

describe('adding an e-mail to an account that has none never tells whether the address has an account', () => {
  test('a taken address and a free one get the same status and body; neither is set yet', async () => {
    const owner = await registerAndSignIn(t.app);
    const first = await accountWithoutEmail();
    const second = await accountWithoutEmail();
    const forTaken = await addEmail(first, owner.email.toUpperCase());
    const forFree = await addEmail(second, uniqueEmail('free'));
    expect(visible(forTaken)).toEqual(visible(forFree));
    expect(visible(forFree)).toMatchObject({ status: 202, keys: ['expires_at'], minutesLeft: 10, setCookie: null });
    expect(forTaken.body.replace(/"expires_at":"[^"]+"/, '')).toBe(forFree.body.replace(/"expires_at":"[^"]+"/, ''));
    expect((await emailOf(first)).email).toBeNull();
    expect((await emailOf(second)).email).toBeNull();
  });

  test('the owner of a taken address is told by e-mail; no code is sent, none works, nothing changes', async () => {
    const owner = await registerAndSignIn(t.app, { fullname: 'Chủ Địa Chỉ' });
    const other = await accountWithoutEmail();
    expect((await addEmail(other, owner.email)).statusCode).toBe(202);
    const mail = await nextMailTo(t.app, owner.email);
    expect(mail.subject).toContain('e-mail của bạn');
    expect(mail.text).toContain('Xin chào Chủ Địa Chỉ');
    expect(mail.text).toMatch(/Đăng nhập: http:\/\/[^\s]+\/login/);
    expect(mail.text).toMatch(/Đặt mật khẩu mới: http:\/\/[^\s]+\/forgot-password/);
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
    for (const guess of ['000000', '123456', '999999']) expectInvalidOtp(await confirm(other, guess));
    expect((await emailOf(other)).email).toBeNull();
    const login = await t.app.inject({ method: 'POST', url: '/login', remoteAddress: '10.122.0.1', headers: csrfHeaders(), payload: { email: owner.email, password: owner.password } });
    expect(login.statusCode).toBe(200);
    expect(login.json<{ user: { id: number } }>().user.id).toBe(owner.user.id);
  });

  test('a free address gets a code; the code sets the e-mail, verified, and the header follows', async () => {
    const account = await accountWithoutEmail();
    const email = uniqueEmail('mine');
    expect((await addEmail(account, ` ${email.toUpperCase()} `)).statusCode).toBe(202);
    const mail = await nextMailTo(t.app, email);
    expect(mail.subject).toContain('mã xác nhận e-mail');
    expect(mail.text).toContain('hết hạn sau 10 phút');
    const code = codeInMail(mail);
    expectInvalidOtp(await confirm(account, code === '000000' ? '000001' : '000000'));
    expect((await emailOf(account)).email).toBeNull();

    const right = await confirm(account, code);
    expect(right.statusCode).toBe(200);
    expect(right.json<ProfileResponse>().profile.email).toBe(email);
    expect(await emailOf(account)).toEqual({ email, email_verified: true });
    const me = (await t.app.inject({ url: '/v1/me', headers: { cookie: account.cookie } })).json<MeResponse>();
    expect(me.user?.email).toBe(email);

    // Set once: the code is spent and the e-mail can no longer change (spec §5).
    const again = await confirm(account, code);
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().error).toMatchObject({ code: 'email_locked', fields: { email: 'email_locked' } });
    expect((await addEmail(account, uniqueEmail('second'))).json<ErrorBody>().error.code).toBe('email_locked');
  });

  test('an expired code is refused; five wrong codes kill it; asking again mails a new code and the old one dies', async () => {
    const account = await accountWithoutEmail();
    const email = uniqueEmail('tries');
    await addEmail(account, email);
    const first = codeInMail(await nextMailTo(t.app, email));
    await t.orm.em.fork().getConnection().execute(`update otp_codes set expires_at = now() - interval '1 second' where user_id = ? and purpose = 'email'`, [account.user.id]);
    expectInvalidOtp(await confirm(account, first));

    await addEmail(account, email);
    const second = codeInMail(await nextMailTo(t.app, email));
    const wrong = second === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i += 1) expectInvalidOtp(await confirm(account, wrong));
    expectInvalidOtp(await confirm(account, second));

    await addEmail(account, email);
    const third = codeInMail(await nextMailTo(t.app, email));
    if (third !== second) expectInvalidOtp(await confirm(account, second));
    expect((await confirm(account, third)).statusCode).toBe(200);
    expect((await emailOf(account)).email).toBe(email);
  });

  test('an address someone registers after the code was sent is not set, even with the right code', async () => {
    const account = await accountWithoutEmail();
    const email = uniqueEmail('race');
    await addEmail(account, email);
    const code = codeInMail(await nextMailTo(t.app, email));
    await registerAndSignIn(t.app, { email });
    expectInvalidOtp(await confirm(account, code));
    expect((await emailOf(account)).email).toBeNull();
  });

  test('only the newest address asked for can be set: a code for an earlier one dies', async () => {
    const account = await accountWithoutEmail();
    const typo = uniqueEmail('typo');
    const meant = uniqueEmail('meant');
    await addEmail(account, typo);
    const typoCode = codeInMail(await nextMailTo(t.app, typo));
    await addEmail(account, meant);
    const meantCode = codeInMail(await nextMailTo(t.app, meant));
    if (typoCode !== meantCode) expectInvalidOtp(await confirm(account, typoCode));
    expect((await confirm(account, meantCode)).json<ProfileResponse>().profile.email).toBe(meant);
  });
});

describe('the rules around it', () => {
  test('the inline save no longer sets an e-mail without its code', async () => {
    const account = await accountWithoutEmail();
    const response = await t.app.inject({ method: 'POST', url: '/user/profiles/update', headers: account.headers, payload: { name: 'email', value: uniqueEmail('direct') } });
    expect(response.statusCode).toBe(400);
    expect((await emailOf(account)).email).toBeNull();
  });

  test('an account that has an e-mail cannot add another (spec §5): 409 email_locked', async () => {
    const account = await registerAndSignIn(t.app);
    const refused = await addEmail(account, uniqueEmail('other'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().error).toMatchObject({ code: 'email_locked', fields: { email: 'email_locked' } });
    expect((await emailOf(account)).email).toBe(account.email);
  });

  test('a malformed address answers its field keys before anything is stored or sent', async () => {
    const account = await accountWithoutEmail();
    for (const [value, keys] of [['not-an-email', 'invalid_email'], ['', 'required'], [`${'a'.repeat(250)}@example.vn`, 'too_long']] as const) {
      const response = await addEmail(account, value);
      expect(response.statusCode, value).toBe(422);
      expect(response.json<ErrorBody>().error).toMatchObject({ code: 'validation_failed', fields: { email: keys } });
    }
    const rows = await t.orm.em.fork().getConnection().execute<{ count: string }[]>(`select count(*) from otp_codes where user_id = ? and purpose = 'email'`, [account.user.id]);
    expect(Number(rows[0]?.count)).toBe(0);
  });

  test('a malformed code is refused like a wrong one without spending a try', async () => {
    const account = await accountWithoutEmail();
    const email = uniqueEmail('shape');
    await addEmail(account, email);
    const code = codeInMail(await nextMailTo(t.app, email));
    for (const otp of ['12345', 'abcdef', '', '1234567', '12345', 'x', '00000', '99999']) expectInvalidOtp(await confirm(account, otp));
    expect((await confirm(account, code)).statusCode).toBe(200);
  });

  test('guests and requests without the anti-forgery headers are refused', async () => {
    const guest = await t.app.inject({ method: 'POST', url: '/user/profiles/email', headers: csrfHeaders(), payload: { email: uniqueEmail('guest') } });
    expect(guest.statusCode).toBe(403);
    expect(guest.json<ErrorBody>().error.code).toBe('login_required');
    const account = await accountWithoutEmail();
    const forged = await t.app.inject({ method: 'POST', url: '/user/profiles/email/confirm', headers: { cookie: account.cookie }, payload: { otp: '123456' } });
    expect(forged.statusCode).toBe(403);
    expect(forged.json<ErrorBody>().error.code).toBe('csrf_failed');
  });

  test('one mailbox gets a bounded number of these mails an hour, taken or not; one account a bounded number too', async () => {
    const owner = await registerAndSignIn(t.app);
    const free = uniqueEmail('flood');
    for (const email of [owner.email, free]) {
      for (let i = 0; i < ADD_EMAIL_MAILS_PER_EMAIL.limit; i += 1) expect((await addEmail(await accountWithoutEmail(), email)).statusCode).toBe(202);
      const refused = await addEmail(await accountWithoutEmail(), email);
      expect(refused.statusCode).toBe(429);
      expect(refused.json<ErrorBody>().error.code).toBe('too_many_requests');
    }
    const busy = await accountWithoutEmail();
    for (let i = 0; i < ADD_EMAIL_MAILS_PER_USER.limit; i += 1) expect((await addEmail(busy, uniqueEmail(`busy${i}`))).statusCode).toBe(202);
    expect((await addEmail(busy, uniqueEmail('one-more'))).statusCode).toBe(429);
  });
});
