import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ZaloTestUser {
  id: string;
  name: string;
}

export interface ZaloTestServer {
  permissionUrl: string;
  tokenUrl: string;
  meUrl: string;
  /** Who the next visit to the permission page signs in as (Zalo's own page is out of scope). */
  nextUser: ZaloTestUser;
  /** Token requests seen, for checking what the shop sent. */
  tokenRequests: Array<{ headers: IncomingMessage['headers']; form: Record<string, string> }>;
  close(): Promise<void>;
}

function sendJson(res: ServerResponse, body: unknown): void {
  // Zalo answers its errors with 200 too, telling them apart by a non-zero `error`.
  res.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' });
  res.end(JSON.stringify(body));
}

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

/**
 * A local stand-in for Zalo's OAuth v4 (oauth.zaloapp.com/v4/permission, /v4/access_token) and
 * Graph API (graph.zalo.me/v2.0/me) speaking their protocol: `app_id` instead of `client_id`, PKCE
 * S256, the app secret in a `secret_key` header, the token in an `access_token` header.
 */
export async function startZaloTestServer(options: { appId: string; secretKey: string }): Promise<ZaloTestServer> {
  const codes = new Map<string, { challenge: string; user: ZaloTestUser }>();
  const tokens = new Map<string, ZaloTestUser>();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const state: ZaloTestServer = {
    permissionUrl: `${origin}/v4/permission`,
    tokenUrl: `${origin}/v4/access_token`,
    meUrl: `${origin}/v2.0/me`,
    nextUser: { id: '1234567890123456789', name: 'Người dùng Zalo' },
    tokenRequests: [],
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', origin);
    void (async () => {
      if (req.method === 'GET' && url.pathname === '/v4/permission') {
        const redirectUri = url.searchParams.get('redirect_uri');
        const challenge = url.searchParams.get('code_challenge');
        if (url.searchParams.get('app_id') !== options.appId || !redirectUri || !challenge) {
          res.writeHead(400).end('bad permission request');
          return;
        }
        const code = randomBytes(16).toString('hex');
        codes.set(code, { challenge, user: state.nextUser });
        const back = new URL(redirectUri);
        back.searchParams.set('code', code);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        res.writeHead(302, { location: back.href }).end();
      } else if (req.method === 'POST' && url.pathname === '/v4/access_token') {
        const form = await readForm(req);
        state.tokenRequests.push({ headers: req.headers, form });
        const grant = codes.get(form.code ?? '');
        codes.delete(form.code ?? '');
        const verifierHash = createHash('sha256').update(form.code_verifier ?? '').digest('base64url');
        if (req.headers.secret_key !== options.secretKey || form.app_id !== options.appId) {
          sendJson(res, { error: -14002, error_name: 'Invalid app', error_description: 'app_id or secret_key is wrong' });
        } else if (!grant || grant.challenge !== verifierHash || form.grant_type !== 'authorization_code') {
          sendJson(res, { error: -14019, error_name: 'Invalid code', error_description: 'code or code_verifier is wrong' });
        } else {
          const accessToken = randomBytes(24).toString('hex');
          tokens.set(accessToken, grant.user);
          sendJson(res, { access_token: accessToken, refresh_token: randomBytes(24).toString('hex'), expires_in: '3600' });
        }
      } else if (req.method === 'GET' && url.pathname === '/v2.0/me') {
        const user = tokens.get(String(req.headers.access_token ?? ''));
        if (!user) sendJson(res, { error: 452, message: 'Access token is invalid' });
        else sendJson(res, { id: user.id, name: user.name, picture: { data: { url: 'https://example.invalid/a.jpg' } }, error: 0, message: 'Success' });
      } else {
        res.writeHead(404).end();
      }
    })();
  });
  return state;
}
