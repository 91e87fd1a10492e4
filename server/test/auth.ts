import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '#shared/accounts/schemas.ts';

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

/** Registers a fresh account through the real endpoint and returns its session. */
export async function registerAndSignIn(
  app: FastifyInstance,
  overrides: { email?: string; password?: string; fullname?: string } = {},
): Promise<SignedIn> {
  counter += 1;
  const email = overrides.email ?? `user${counter}.${Date.now()}@example.vn`;
  const password = overrides.password ?? 'correct horse battery';
  const response = await app.inject({
    method: 'POST',
    url: '/register',
    // Each test account registers from its own address, so the per-IP limit never trips a test.
    remoteAddress: `10.77.${(counter >> 8) & 255}.${counter & 255}`,
    headers: csrfHeaders(),
    payload: { fullname: overrides.fullname ?? `Khách ${counter}`, email, password, password_confirmation: password },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const cookie = sessionCookieOf(response.headers['set-cookie']);
  if (!cookie) throw new Error('register set no session cookie');
  return { user: response.json<{ user: SessionUser }>().user, cookie, headers: csrfHeaders(cookie), email, password };
}
