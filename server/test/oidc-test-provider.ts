import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Account } from 'oidc-provider';

/** The user the test provider signs in: what Google would say about them. */
export interface OidcTestAccount {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

export interface OidcTestProviderOptions {
  /** 0 picks a free port. */
  port: number;
  /** 127.0.0.1 by default: another host name than the shop's `localhost`, so their cookies stay apart. */
  host?: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface OidcTestProvider {
  issuer: string;
  authorizationUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  /** Accounts signed in so far, by lowercased e-mail (the login form creates or updates them). */
  accounts: Map<string, OidcTestAccount>;
  close(): Promise<void>;
}

/** A stable subject per e-mail, like Google's numeric `sub` that never changes for an account. */
function subjectFor(email: string): string {
  return createHash('sha256').update(email).digest('hex').slice(0, 21);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Test OpenID provider</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f0f4f9; margin: 0; color: #1f1f1f; }
  main { max-width: 420px; margin: 48px auto; background: #fff; border-radius: 24px; padding: 36px; }
  .brand { font-weight: 700; color: #1a73e8; letter-spacing: .02em; }
  h1 { font-size: 1.6rem; font-weight: 500; margin: 16px 0 4px; }
  p { margin: 0 0 24px; }
  label { display: block; margin: 16px 0 6px; font-size: .9rem; }
  label.check { display: flex; gap: 8px; align-items: center; }
  input[type=email], input[type=text] { box-sizing: border-box; width: 100%; padding: 12px; font-size: 1rem;
    border: 1px solid #747775; border-radius: 4px; }
  .actions { display: flex; justify-content: flex-end; gap: 12px; margin-top: 28px; }
  button { font-size: .95rem; padding: 10px 24px; border-radius: 20px; border: 0; cursor: pointer; }
  button.primary { background: #0b57d0; color: #fff; }
  button.secondary { background: transparent; color: #0b57d0; }
  button:focus-visible, input:focus-visible { outline: 3px solid #a8c7fa; outline-offset: 2px; }
  ul { padding-left: 20px; }
</style></head>
<body><main><div class="brand">Test OpenID provider</div>${body}</main></body></html>`;
}

function loginPage(uid: string, loginHint: string): string {
  return page(
    'Sign in',
    `<h1>Sign in</h1><p>Stands in for Google in tests. Any e-mail signs in.</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
  <label for="email">Email</label>
  <input id="email" name="email" type="email" required autofocus autocomplete="off" value="${escapeHtml(loginHint)}">
  <label for="name">Name (optional)</label>
  <input id="name" name="name" type="text" autocomplete="off">
  <label class="check"><input name="email_verified" type="checkbox" value="1" checked> Email verified</label>
  <div class="actions"><button class="primary" type="submit">Sign in</button></div>
</form>`,
  );
}

function consentPage(uid: string, clientId: string, scopes: string[], account: OidcTestAccount | undefined): string {
  const items = scopes.map((scope) => `<li>${escapeHtml(scope)}</li>`).join('');
  return page(
    'Allow access',
    `<h1>Allow access</h1><p>${escapeHtml(clientId)} wants to know${account ? ` about ${escapeHtml(account.email)}` : ''}:</p>
<ul>${items}</ul>
<form method="post" action="/interaction/${escapeHtml(uid)}/confirm">
  <div class="actions">
    <button class="secondary" type="submit" formaction="/interaction/${escapeHtml(uid)}/abort">Cancel</button>
    <button class="primary" type="submit">Allow</button>
  </div>
</form>`,
  );
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendHtml(res: ServerResponse, html: string): void {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on localhost that stands in for
 * Google in integration and e2e tests: one confidential client, a sign-in form where the
 * tester types any e-mail (plus an optional name and whether the e-mail counts as verified), then a
 * consent screen with Allow / Cancel. Authorization code flow with PKCE, userinfo at /me.
 */
export async function startOidcTestProvider(options: OidcTestProviderOptions): Promise<OidcTestProvider> {
  const host = options.host ?? '127.0.0.1';
  const accounts = new Map<string, OidcTestAccount>();
  const server: Server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${host}:${port}`;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const findAccount = (_ctx: unknown, sub: string): Account | undefined => {
    const account = [...accounts.values()].find((candidate) => candidate.sub === sub);
    if (!account) return undefined;
    return {
      accountId: account.sub,
      claims: () => ({ sub: account.sub, email: account.email, email_verified: account.emailVerified, name: account.name }),
    };
  };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    findAccount,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256', kid: 'test' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    ttl: { AccessToken: 3600, IdToken: 3600, Interaction: 3600, Session: 86_400, Grant: 86_400 },
  });
  const oidcCallback = provider.callback();

  async function handleInteraction(req: IncomingMessage, res: ServerResponse, uid: string, action: string | undefined): Promise<void> {
    const interaction = await provider.interactionDetails(req, res);
    if (interaction.uid !== uid) throw new Error('interaction mismatch');
    if (req.method === 'GET' && !action) {
      const sessionAccount = [...accounts.values()].find((account) => account.sub === interaction.session?.accountId);
      if (interaction.prompt.name === 'login') {
        sendHtml(res, loginPage(uid, String(interaction.params.login_hint ?? '')));
      } else {
        const scopes = String(interaction.params.scope ?? '').split(' ').filter(Boolean);
        sendHtml(res, consentPage(uid, String(interaction.params.client_id), scopes, sessionAccount));
      }
      return;
    }
    if (req.method !== 'POST') throw new Error('unexpected method');
    const form = await readForm(req);
    if (action === 'login') {
      const email = (form.get('email') ?? '').trim().toLowerCase();
      if (!email.includes('@')) return sendHtml(res, loginPage(uid, email));
      const known = accounts.get(email);
      const account: OidcTestAccount = {
        sub: known?.sub ?? subjectFor(email),
        email,
        emailVerified: form.get('email_verified') === '1',
        name: form.get('name')?.trim() || known?.name || email.slice(0, email.indexOf('@')),
      };
      accounts.set(email, account);
      await provider.interactionFinished(req, res, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
    } else if (action === 'confirm') {
      const accountId = interaction.session?.accountId;
      if (!accountId) throw new Error('no signed-in account');
      const grant = interaction.grantId
        ? await provider.Grant.find(interaction.grantId)
        : new provider.Grant({ accountId, clientId: String(interaction.params.client_id) });
      if (!grant) throw new Error('grant not found');
      const { missingOIDCScope, missingOIDCClaims } = interaction.prompt.details;
      if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
      if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
      await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
    } else if (action === 'abort') {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
    } else {
      throw new Error('unknown interaction action');
    }
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/interaction\/([\w-]+)(?:\/(login|confirm|abort))?$/.exec(req.url?.split('?')[0] ?? '');
    if (!match?.[1]) {
      oidcCallback(req, res);
      return;
    }
    handleInteraction(req, res, match[1], match[2]).catch((error: unknown) => {
      if (res.headersSent) return;
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(error instanceof Error ? error.message : 'interaction failed');
    });
  });

  return {
    issuer,
    authorizationUrl: `${issuer}/auth`,
    tokenUrl: `${issuer}/token`,
    userinfoUrl: `${issuer}/me`,
    accounts,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
