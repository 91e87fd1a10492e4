import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AuthProvidersResponse, MeResponse } from '#shared/accounts/schemas.ts';
import { csrfHeaders, registerAndSignIn } from '../../../test/auth.ts';
import { startOidcTestProvider, type OidcTestProvider } from '../../../test/oidc-test-provider.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { startZaloTestServer, type ZaloTestServer } from './zalo-test-server.ts';

const SHOP = 'http://shop.test';

/** Cookies of one site, as a browser keeps them. */
class CookieJar {
  readonly values = new Map<string, string>();
  store(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1] ?? '') < Date.now()));
      if (expired || value === '') this.values.delete(name);
      else this.values.set(name, value);
    }
  }
  header(): string {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

interface SignInAnswers {
  email: string;
  name?: string;
  verified?: boolean;
  consent?: 'allow' | 'cancel';
}

/**
 * One browser walking the whole redirect flow by hand: the shop through app.inject, the OpenID
 * provider through fetch, filling its sign-in and consent forms like a person would.
 */
class Browser {
  readonly shop = new CookieJar();
  readonly provider = new CookieJar();
  private readonly app: FastifyInstance;
  constructor(app: FastifyInstance) {
    this.app = app;
  }

  async shopGet(url: string) {
    const path = url.startsWith(SHOP) ? url.slice(SHOP.length) : url;
    const response = await this.app.inject({ url: path, headers: { host: 'shop.test', cookie: this.shop.header(), accept: 'text/html' } });
    const setCookie = response.headers['set-cookie'];
    this.shop.store(Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []);
    return response;
  }

  /** From the shop's /auth/google to the moment the provider sends the browser back; returns that URL. */
  async throughProvider(startPath: string, answers: SignInAnswers): Promise<string> {
    const start = await this.shopGet(startPath);
    expect(start.statusCode).toBe(302);
    let url = String(start.headers.location);
    let form: URLSearchParams | null = null;
    for (let step = 0; step < 12; step += 1) {
      if (url.startsWith(SHOP)) return url;
      const response = await fetch(url, {
        method: form ? 'POST' : 'GET',
        redirect: 'manual',
        headers: { cookie: this.provider.header(), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
        ...(form ? { body: form.toString() } : {}),
      });
      this.provider.store(response.headers.getSetCookie());
      const location = response.headers.get('location');
      if (location) {
        url = new URL(location, url).href;
        form = null;
        continue;
      }
      const html = await response.text();
      expect(response.status, html).toBe(200);
      if (html.includes('name="email"')) {
        url = new URL(/action="([^"]+)"/.exec(html)?.[1] ?? '', url).href;
        form = new URLSearchParams({ email: answers.email, name: answers.name ?? '' });
        if (answers.verified ?? true) form.set('email_verified', '1');
      } else {
        const action = answers.consent === 'cancel' ? /formaction="([^"]+)"/.exec(html)?.[1] : /action="([^"]+)"/.exec(html)?.[1];
        url = new URL(action ?? '', url).href;
        form = new URLSearchParams();
      }
    }
    throw new Error('the provider never sent the browser back');
  }

  /** The whole sign-in: returns where the shop finally sends the browser. */
  async signIn(startPath: string, answers: SignInAnswers): Promise<string> {
    const back = await this.throughProvider(startPath, answers);
    const callback = await this.shopGet(back);
    expect(callback.statusCode).toBe(302);
    return String(callback.headers.location);
  }

  async me(): Promise<MeResponse['user']> {
    return (await this.shopGet('/v1/me')).json<MeResponse>().user;
  }
}

let t: TestApp;
let oidc: OidcTestProvider;
let zalo: ZaloTestServer;
beforeAll(async () => {
  zalo = await startZaloTestServer({ appId: '4424878354763274341', secretKey: 'zalo-secret' });
  oidc = await startOidcTestProvider({
    port: 0,
    clientId: 'shop-test',
    clientSecret: 'shop-test-secret',
    redirectUris: [`${SHOP}/auth/google/callback`],
  });
  t = await buildTestApp({
    config: {
      publicUrl: SHOP,
      oauth: {
        google: {
          clientId: 'shop-test',
          clientSecret: 'shop-test-secret',
          authorizeUrl: oidc.authorizationUrl,
          tokenUrl: oidc.tokenUrl,
          userinfoUrl: oidc.userinfoUrl,
        },
        facebook: null,
        zalo: {
          clientId: '4424878354763274341',
          clientSecret: 'zalo-secret',
          authorizeUrl: zalo.permissionUrl,
          tokenUrl: zalo.tokenUrl,
          userinfoUrl: zalo.meUrl,
        },
      },
    },
  });
});
afterAll(async () => {
  await t?.close();
  await oidc?.close();
  await zalo?.close();
});

async function userRow(id: number) {
  const [row] = await t.orm.em
    .fork()
    .execute<{ email: string | null; password_hash: string | null; email_verified: boolean; fullname: string }[]>(
      'select email, password_hash, email_verified, fullname from users where id = ?',
      [id],
    );
  return row;
}

async function linksOf(userId: number) {
  return t.orm.em.fork().execute<{ provider: string; email: string | null }[]>('select provider, email from social_accounts where user_id = ?', [userId]);
}

describe('Google sign-in against a real OpenID provider', () => {
  test('only configured providers have routes', async () => {
    const providers = await t.app.inject({ url: '/v1/auth/providers' });
    expect(providers.json<AuthProvidersResponse>().providers).toEqual(['google', 'zalo']);
    expect((await t.app.inject({ url: '/auth/facebook' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/auth/facebook/callback?code=x&state=y' })).statusCode).toBe(404);
  });

  test('the redirect carries state and a PKCE challenge, and the flow cookies stay under /auth', async () => {
    const browser = new Browser(t.app);
    const start = await browser.shopGet('/auth/google?return_url=/carts');
    const location = new URL(String(start.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(oidc.authorizationUrl);
    expect(location.searchParams.get('client_id')).toBe('shop-test');
    expect(location.searchParams.get('redirect_uri')).toBe(`${SHOP}/auth/google/callback`);
    expect(location.searchParams.get('scope')).toBe('openid email profile');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('state')).toMatch(/^[\w-]{16,}$/);
    const cookies = ([] as string[]).concat(start.headers['set-cookie'] ?? []).filter((line) => !line.startsWith('csrf_token='));
    expect(cookies.map((line) => line.split('=', 1)[0]).sort()).toEqual(['oauth2_state_google', 'oauth2_verifier_google', 'social_return']);
    for (const cookie of cookies) expect(cookie).toMatch(/Path=\/auth;.*HttpOnly.*SameSite=Lax/i);
  });

  test('the first sign-in creates a password-less user and follows return_url; the next one reuses it', async () => {
    const browser = new Browser(t.app);
    const landed = await browser.signIn('/auth/google?return_url=%2Fcarts%3Fstep%3D2', { email: 'Mai.Tran@Example.com', name: 'Trần Thị Mai' });
    expect(landed).toBe('/carts?step=2');
    const user = await browser.me();
    expect(user).toMatchObject({ email: 'mai.tran@example.com', fullname: 'Trần Thị Mai', role: 'customer' });
    expect(await userRow(user!.id)).toMatchObject({ password_hash: null, email_verified: true });
    expect(await linksOf(user!.id)).toEqual([{ provider: 'google', email: 'mai.tran@example.com' }]);
    expect([...browser.shop.values.keys()].filter((name) => name.startsWith('oauth2') || name === 'social_return')).toEqual([]);

    const later = new Browser(t.app);
    expect(await later.signIn('/auth/google', { email: 'mai.tran@example.com' })).toBe('/');
    expect((await later.me())?.id).toBe(user!.id);
    expect(await linksOf(user!.id)).toHaveLength(1);
  });

  test('a password account with the same verified e-mail is linked, not duplicated; its unproven password stops working', async () => {
    const account = await registerAndSignIn(t.app, { email: 'binh.le@example.vn', fullname: 'Lê Văn Bình' });
    // An account from before registration was confirmed by e-mail: its address was never proven.
    await t.orm.em.fork().getConnection().execute('update users set email_verified = false where id = ?', [account.user.id]);
    const browser = new Browser(t.app);
    expect(await browser.signIn('/auth/google', { email: 'BINH.LE@example.vn', name: 'Binh Le' })).toBe('/');
    const user = await browser.me();
    expect(user).toMatchObject({ id: account.user.id, fullname: 'Lê Văn Bình' });
    // Registration never proved the address: whoever set that password may not own it.
    expect(await userRow(account.user.id)).toMatchObject({ email_verified: true, password_hash: null });
    const before = await t.app.inject({ url: '/v1/me', headers: { cookie: account.cookie } });
    expect(before.json()).toEqual({ user: null });
    const withPassword = await t.app.inject({ method: 'POST', url: '/login', headers: csrfHeaders(), payload: { email: account.email, password: account.password } });
    expect(withPassword.statusCode).toBe(401);
    expect(await linksOf(account.user.id)).toEqual([{ provider: 'google', email: 'binh.le@example.vn' }]);
  });

  test('an account registered with the e-mailed code keeps its password when Google links to it', async () => {
    const account = await registerAndSignIn(t.app, { email: 'an.tran@example.vn', fullname: 'Trần An' });
    const browser = new Browser(t.app);
    expect(await browser.signIn('/auth/google', { email: 'an.tran@example.vn', name: 'An Tran' })).toBe('/');
    expect((await browser.me())?.id).toBe(account.user.id);
    expect(await userRow(account.user.id)).toMatchObject({ email_verified: true, password_hash: expect.stringMatching(/^\$argon2id\$/) });
    const withPassword = await t.app.inject({ method: 'POST', url: '/login', remoteAddress: '10.33.0.1', headers: csrfHeaders(), payload: { email: account.email, password: account.password } });
    expect(withPassword.statusCode).toBe(200);
  });

  test('an unverified e-mail never links to the account that has it', async () => {
    const account = await registerAndSignIn(t.app, { email: 'chi.pham@example.vn' });
    const browser = new Browser(t.app);
    expect(await browser.signIn('/auth/google', { email: 'chi.pham@example.vn', name: 'Impostor', verified: false })).toBe('/');
    const user = await browser.me();
    expect(user?.id).not.toBe(account.user.id);
    // A new account, without the unproven address.
    expect(user).toMatchObject({ email: null, fullname: 'Impostor' });
    expect(await linksOf(account.user.id)).toEqual([]);
  });

  test('a wrong or missing state is refused', async () => {
    const browser = new Browser(t.app);
    const back = new URL(await browser.throughProvider('/auth/google?return_url=/carts', { email: 'dung@example.vn' }));
    back.searchParams.set('state', 'forged-state-value');
    const forged = await browser.shopGet(back.href);
    expect(forged.headers.location).toBe('/login?error=social_failed&return_url=%2Fcarts');
    expect(await browser.me()).toBeNull();

    // A callback URL replayed into another browser (no state cookie there) is refused too.
    const victim = new Browser(t.app);
    const original = new Browser(t.app);
    const stolen = await original.throughProvider('/auth/google', { email: 'dung@example.vn' });
    expect((await victim.shopGet(stolen)).headers.location).toBe('/login?error=social_failed');
    expect(await victim.me()).toBeNull();
    const users = await t.orm.em.fork().execute<{ n: string }[]>("select count(*) as n from users where email = 'dung@example.vn'");
    expect(Number(users[0]?.n)).toBe(0);
  });

  test('cancelling at the provider returns to the login page with social_failed', async () => {
    const browser = new Browser(t.app);
    const landed = await browser.signIn('/auth/google?return_url=/user/settings', { email: 'em@example.vn', consent: 'cancel' });
    expect(landed).toBe('/login?error=social_failed&return_url=%2Fuser%2Fsettings');
    expect(await browser.me()).toBeNull();
  });

  test('return_url to another site falls back to the home page', async () => {
    const browser = new Browser(t.app);
    expect(await browser.signIn('/auth/google?return_url=//evil.example/x', { email: 'giang@example.vn' })).toBe('/');
    expect((await browser.me())?.email).toBe('giang@example.vn');
  });
});

describe('Zalo sign-in (OAuth v4 with PKCE) against a local Zalo', () => {
  test('app_id, code_verifier and the secret_key header reach Zalo; the Zalo id alone identifies the user', async () => {
    zalo.nextUser = { id: '5550001112223334445', name: 'Hoàng Zalo' };
    const browser = new Browser(t.app);
    const start = await browser.shopGet('/auth/zalo?return_url=/carts');
    const permission = new URL(String(start.headers.location));
    expect(permission.searchParams.get('app_id')).toBe('4424878354763274341');
    expect(permission.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(permission.searchParams.has('client_id')).toBe(false);

    expect(await browser.signIn('/auth/zalo?return_url=/carts', { email: 'unused@example.vn' })).toBe('/carts');
    const user = await browser.me();
    expect(user).toMatchObject({ email: null, fullname: 'Hoàng Zalo' });
    const sent = zalo.tokenRequests.at(-1);
    expect(sent?.headers.secret_key).toBe('zalo-secret');
    expect(sent?.form).toMatchObject({ app_id: '4424878354763274341', grant_type: 'authorization_code' });
    expect(sent?.form.code_verifier).toMatch(/^[\w-]{43}$/);

    const again = new Browser(t.app);
    expect(await again.signIn('/auth/zalo', { email: 'unused@example.vn' })).toBe('/');
    expect((await again.me())?.id).toBe(user!.id);
    expect(await linksOf(user!.id)).toEqual([{ provider: 'zalo', email: null }]);
  });

  test('a Zalo error answer (HTTP 200 with an error code) fails the sign-in', async () => {
    const browser = new Browser(t.app);
    const back = new URL(await browser.throughProvider('/auth/zalo', { email: 'unused@example.vn' }));
    back.searchParams.set('code', 'not-a-code-zalo-gave');
    expect((await browser.shopGet(back.href)).headers.location).toBe('/login?error=social_failed');
    expect(await browser.me()).toBeNull();
  });
});
