import { createECDH, createPublicKey, randomBytes, randomUUID, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

/** What a browser hands the shop after `pushManager.subscribe()` (PushSubscription.toJSON()). */
export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** One push as the browser would receive it: the decrypted payload and the headers that came with it. */
export interface ReceivedPush {
  endpoint: string;
  /** The decrypted payload (RFC 8291), as text. */
  payload: string;
  ttl: number | null;
  contentEncoding: string | undefined;
  /** The VAPID `k` (RFC 8292): the application server's public key. */
  vapidPublicKey: string | null;
  /** The VAPID JWT was signed by that key for this push service's origin and has not expired. */
  vapidValid: boolean;
}

interface Device {
  ecdh: ECDH;
  authSecret: Buffer;
  /** Answer this status instead of accepting (410 = the user unsubscribed, RFC 8030 §7.3). */
  answer: number;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Checks the RFC 8292 `vapid t=<jwt>, k=<key>` header: ES256 signature by k, audience, expiry. */
function checkVapid(header: string | undefined, origin: string): { key: string | null; valid: boolean } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) return { key: null, valid: false };
  const [, jwt = '', key = ''] = match;
  const [head = '', body = '', signature = ''] = jwt.split('.');
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return { key, valid: false };
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${head}.${body}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { aud?: string; exp?: number; sub?: string };
  const valid = signed && claims.aud === origin && typeof claims.exp === 'number' && claims.exp > Date.now() / 1000 && typeof claims.sub === 'string';
  return { key, valid };
}

/**
 * A web push service on localhost for tests ("prove delivery end to end"): it hands out
 * subscriptions whose keys it holds like a browser does (P-256 key pair from node:crypto, 16-byte
 * auth secret), receives the shop's push requests, checks the VAPID header, and DECRYPTS each
 * payload (RFC 8291 aes128gcm, with http_ece) so a test can read title, body and url. `answer(endpoint,
 * 410)` makes one endpoint answer like an expired subscription.
 */
export async function startFakePushService(options: { port?: number; host?: string } = {}) {
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const endpoint = `${origin}${request.url ?? '/'}`;
      const device = devices.get(endpoint);
      if (request.method !== 'POST' || !device) return response.writeHead(404).end();
      if (device.answer !== 201) return response.writeHead(device.answer).end();
      const payload = ece.decrypt(body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.authSecret }).toString('utf8');
      const vapid = checkVapid(request.headers.authorization, origin);
      const ttl = request.headers.ttl === undefined ? null : Number(request.headers.ttl);
      received.push({ endpoint, payload, ttl, contentEncoding: request.headers['content-encoding'], vapidPublicKey: vapid.key, vapidValid: vapid.valid });
      response.writeHead(201, { location: `${endpoint}/messages/${randomUUID()}` }).end();
    })().catch(() => {
      if (!response.headersSent) response.writeHead(400).end();
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const origin = `http://${host}:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    /** A new device subscription, as `pushManager.subscribe()` would return it. */
    subscribe(): FakeSubscription {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const endpoint = `${origin}/push/${randomUUID()}`;
      devices.set(endpoint, { ecdh, authSecret, answer: 201 });
      return { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') } };
    },
    /** Makes an endpoint answer `status` from now on (410 Gone, 404, 500 …). */
    answer(endpoint: string, status: number): void {
      const device = devices.get(endpoint);
      if (!device) throw new Error(`unknown endpoint ${endpoint}`);
      device.answer = status;
    },
    /** The decrypted pushes one endpoint received, parsed as JSON. */
    messagesFor(endpoint: string): unknown[] {
      return received.filter((push) => push.endpoint === endpoint).map((push) => JSON.parse(push.payload) as unknown);
    },
    close(): Promise<void> {
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;
