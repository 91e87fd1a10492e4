import type { FastifyInstance } from 'fastify';
import type { RegisterStartedResponse, SessionUser } from '#shared/accounts/schemas.ts';
import type { CapturedMail } from './smtp-capture.ts';
import { mailboxOf, type TestApp } from './test-app.ts';

const TEST_CSRF_TOKEN = 'test-csrf-token';

/**
 * Headers a same-origin page sends with a mutating request: the ajax marker and the anti-forgery
 * token matching its cookie (spec §7). Pass `cookie` to add a session cookie.
 */
export function csrfHeaders(cookie?: string): Record<string, string> {
  return {
    'x-requested-with': 'XMLHttpRequest',
    'x-csrf-token': TEST_CSRF_TOKEN,
    cookie: [`csrf_token=${TEST_CSRF_TOKEN}`, cookie].filter(Boolean).join('; '),
  };
}

/** `sid=...` from a response's Set-Cookie, or null. */
export function sessionCookieOf(setCookie: string | string[] | number | undefined): string | null {
  const all = Array.isArray(setCookie) ? setCookie : typeof setCookie === 'string' ? [setCookie] : [];
  const sid = all.find((line) => line.startsWith('sid=') && !line.startsWith('sid=;'));
  return sid ? (sid.split(';', 1)[0] ?? null) : null;
}

export interface SignedIn {
  user: SessionUser;
  /** `sid=...`, for `csrfHeaders(cookie)` or a GET's cookie header. */
  cookie: string;
  /** Ready-made headers for a mutating request as this user. */
  headers: Record<string, string>;
  email: string;
  password: string;
}

let counter = 0;

const readMails = new WeakSet<CapturedMail>();

/** The next mail to `email` that no earlier call returned (mails are sent without waiting). */
export async function nextMailTo(app: FastifyInstance, email: string): Promise<CapturedMail> {
  const mail = await mailboxOf(app).waitForMail((message) => message.to.includes(email.toLowerCase()) && !readMails.has(message));
  readMails.add(mail);
  return mail;
}

/** The six-digit code in a mail's text. */
export function codeInMail(mail: CapturedMail): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no code in mail: ${mail.subject}`);
  return match[1];
}

export interface RegistrationInput {
  email: string;
  password: string;
  fullname: string;
  remoteAddress: string;
  headers?: Record<string, string>;
  return_url?: string;
}

/** POST /register as the register page sends it; the 202 answer. */
export async function startRegistration(app: FastifyInstance, input: RegistrationInput): Promise<RegisterStartedResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/register',
    remoteAddress: input.remoteAddress,
    headers: input.headers ?? csrfHeaders(),
    payload: {
      fullname: input.fullname,
      email: input.email,
      password: input.password,
      password_confirmation: input.password,
      ...(input.return_url ? { return_url: input.return_url } : {}),
    },
  });
  if (response.statusCode !== 202) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return response.json<RegisterStartedResponse>();
}

/**
 * Registers a fresh account through the real endpoints, as a person does: POST /register, the
 * code from the e-mail (read at the app's SMTP server), POST /register/confirm; returns its session.
 */
export async function registerAndSignIn(
  app: FastifyInstance,
  overrides: { email?: string; password?: string; fullname?: string } = {},
): Promise<SignedIn> {
  counter += 1;
  const email = overrides.email ?? `user${counter}.${Date.now()}@example.vn`;
  const password = overrides.password ?? 'correct horse battery';
  // Each test account registers from its own address, so the per-IP limit never trips a test.
  const remoteAddress = `10.77.${(counter >> 8) & 255}.${counter & 255}`;
  const started = await startRegistration(app, { email, password, fullname: overrides.fullname ?? `Khách ${counter}`, remoteAddress });
  const code = codeInMail(await nextMailTo(app, email));
  const response = await app.inject({
    method: 'POST',
    url: '/register/confirm',
    remoteAddress,
    headers: csrfHeaders(),
    payload: { registration_id: started.registration_id, otp: code },
  });
  if (response.statusCode !== 201) throw new Error(`register confirm failed: ${response.statusCode} ${response.body}`);
  const cookie = sessionCookieOf(response.headers['set-cookie']);
  if (!cookie) throw new Error('register set no session cookie');
  return { user: response.json<{ user: SessionUser }>().user, cookie, headers: csrfHeaders(cookie), email, password };
}

/** A fresh account (registerAndSignIn) with the staff role (or the admin one), for the back office's tests. */
export async function registerStaff(t: TestApp, options: { fullname?: string; role?: 'staff' | 'admin' } = {}): Promise<SignedIn> {
  const staff = await registerAndSignIn(t.app, options.fullname === undefined ? {} : { fullname: options.fullname });
  await t.orm.em.fork().execute(`update users set role = ? where id = ?`, [options.role ?? 'staff', staff.user.id]);
  return staff;
}
