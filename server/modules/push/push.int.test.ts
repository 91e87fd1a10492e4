import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ErrorBody } from '#shared/http/error-body.ts';
import type { PushPublicKeyResponse } from '#shared/push/schemas.ts';
import { csrfHeaders, registerAndSignIn, type SignedIn } from '../../test/auth.ts';
import { startFakePushService, type FakePushService, type FakeSubscription } from '../../test/fake-push-service.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { PUSH_TTL_SECONDS } from './push-message.ts';
import { PushSubscriptionSchema } from './push-subscription.entity.ts';
import { sendPushToUser } from './send-push.ts';

let t: TestApp;
/** The same shop with the production push policy (the defaults of PUSH_ENDPOINT_HOSTS, no local opt-in). */
let production: TestApp;
let push: FakePushService;
beforeAll(async () => {
  // The fake push service listens on 127.0.0.1 over http: allowed only by the test-only opt-in.
  t = await buildTestApp({ config: { pushEndpointHosts: ['127.0.0.1'], pushAllowLocalEndpoints: true } });
  production = await buildTestApp({ database: t.db });
  push = await startFakePushService();
});
afterAll(async () => {
  await push.close();
  await production.close();
  await t.close();
});

function subscribe(account: SignedIn, subscription: FakeSubscription, userAgent = 'Vitest browser', app = t.app) {
  return app.inject({ method: 'POST', url: '/v1/push/subscriptions', headers: { ...account.headers, 'user-agent': userAgent }, payload: subscription });
}

function endpointsOf(userId: number): Promise<string[]> {
  return t.orm.em
    .fork()
    .find(PushSubscriptionSchema, { user: userId }, { orderBy: { id: 'asc' } })
    .then((rows) => rows.map((row) => row.endpoint));
}

describe('VAPID keys', () => {
  test('are generated once, stored, and the same for a second app on the same database', async () => {
    const first = await t.app.inject({ url: '/v1/push/public-key' });
    expect(first.statusCode).toBe(200);
    const key = first.json<PushPublicKeyResponse>().public_key;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    const second = await buildTestApp({ database: t.db });
    try {
      expect((await second.app.inject({ url: '/v1/push/public-key' })).json<PushPublicKeyResponse>().public_key).toBe(key);
    } finally {
      await second.close();
    }
    const rows = await t.orm.em.fork().getConnection().execute<{ count: string }[]>('select count(*) from push_keys');
    expect(Number(rows[0]?.count)).toBe(1);
  });
});

describe('subscriptions', () => {
  test('guests cannot subscribe or unsubscribe (403 login_required)', async () => {
    const device = push.subscribe();
    const post = await t.app.inject({ method: 'POST', url: '/v1/push/subscriptions', headers: csrfHeaders(), payload: device });
    expect(post.statusCode).toBe(403);
    expect(post.json<ErrorBody>().error.code).toBe('login_required');
    const remove = await t.app.inject({ method: 'DELETE', url: '/v1/push/subscriptions', headers: csrfHeaders(), payload: { endpoint: device.endpoint } });
    expect(remove.statusCode).toBe(403);
  });

  test('a malformed subscription is refused with 400', async () => {
    const account = await registerAndSignIn(t.app);
    const response = await subscribe(account, { endpoint: 'not a url', keys: { p256dh: 'x', auth: 'y' } });
    expect(response.statusCode).toBe(400);
    expect(await endpointsOf(account.user.id)).toEqual([]);
  });

  test('one row per device: subscribing again updates it with the new keys', async () => {
    const anna = await registerAndSignIn(t.app);
    const phone = push.subscribe();
    const laptop = push.subscribe();
    expect((await subscribe(anna, phone)).json()).toEqual({ subscribed: true });
    expect((await subscribe(anna, { ...phone, keys: { ...phone.keys, auth: 'bmV3LWF1dGg' } }, 'Phone, later')).statusCode).toBe(200);
    await subscribe(anna, laptop);
    expect(await endpointsOf(anna.user.id)).toEqual([phone.endpoint, laptop.endpoint]);
    const row = await t.orm.em.fork().findOneOrFail(PushSubscriptionSchema, { endpoint: phone.endpoint });
    expect(row.userAgent).toBe('Phone, later');
    expect(row.auth).toBe('bmV3LWF1dGg');
  });

  test("an endpoint bound to one account is never moved to another (409 push_endpoint_taken)", async () => {
    const anna = await registerAndSignIn(t.app);
    const mallory = await registerAndSignIn(t.app);
    const phone = push.subscribe();
    await subscribe(anna, phone);
    const stolen = await subscribe(mallory, { endpoint: phone.endpoint, keys: push.subscribe().keys });
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json<ErrorBody>().error).toMatchObject({ code: 'push_endpoint_taken', fields: { endpoint: 'push_endpoint_taken' } });
    expect(await endpointsOf(anna.user.id)).toEqual([phone.endpoint]);
    expect(await endpointsOf(mallory.user.id)).toEqual([]);
    const row = await t.orm.em.fork().findOneOrFail(PushSubscriptionSchema, { endpoint: phone.endpoint });
    expect(row.auth).toBe(phone.keys.auth);
    // Anna still gets her pushes, decrypted with her own keys.
    expect(await sendPushToUser(t.app, anna.user.id, { title: 'DH1', body: 'x', url: '/orders' })).toMatchObject({ sent: 1 });
  });

  test("unsubscribing removes only the user's own row", async () => {
    const anna = await registerAndSignIn(t.app);
    const binh = await registerAndSignIn(t.app);
    const phone = push.subscribe();
    await subscribe(anna, phone);
    const foreign = await t.app.inject({ method: 'DELETE', url: '/v1/push/subscriptions', headers: binh.headers, payload: { endpoint: phone.endpoint } });
    expect(foreign.json()).toEqual({ removed: 0 });
    expect(await endpointsOf(anna.user.id)).toEqual([phone.endpoint]);
    const own = await t.app.inject({ method: 'DELETE', url: '/v1/push/subscriptions', headers: anna.headers, payload: { endpoint: phone.endpoint } });
    expect(own.json()).toEqual({ removed: 1 });
    expect(await endpointsOf(anna.user.id)).toEqual([]);
  });
});

describe('the endpoint policy (SSRF)', () => {
  test('the production default refuses the loopback fake service, private networks and foreign hosts, storing nothing', async () => {
    const account = await registerAndSignIn(production.app);
    const device = push.subscribe();
    for (const endpoint of [
      device.endpoint,
      'http://127.0.0.1:9/push/x',
      'https://127.0.0.1/push/x',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]/push/x',
      'https://10.0.0.1/push/x',
      'https://evil.example/push/x',
      'http://fcm.googleapis.com/fcm/send/x',
    ]) {
      const response = await subscribe(account, { endpoint, keys: device.keys }, 'Vitest browser', production.app);
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json<ErrorBody>().error, endpoint).toMatchObject({ code: 'push_endpoint_refused', fields: { endpoint: 'push_endpoint_refused' } });
    }
    expect(await endpointsOf(account.user.id)).toEqual([]);
  });

  test('an allowed name that resolves to a private address is refused when subscribing', async () => {
    const app = await buildTestApp({ database: t.db, config: { pushEndpointHosts: ['localhost'] } });
    try {
      const account = await registerAndSignIn(app.app);
      const response = await subscribe(account, { endpoint: 'https://localhost/push/x', keys: push.subscribe().keys }, 'Vitest browser', app.app);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().error.code).toBe('push_endpoint_refused');
    } finally {
      await app.close();
    }
  });

  test('a stored endpoint the policy refuses is never called and is deleted (rows from before the fix)', async () => {
    const account = await registerAndSignIn(production.app);
    const device = push.subscribe();
    // As the old code stored it: straight into the table.
    await production.orm.em
      .fork()
      .getConnection()
      .execute('insert into push_subscriptions (user_id, endpoint, p256dh, auth, created_at) values (?, ?, ?, ?, now())', [account.user.id, device.endpoint, device.keys.p256dh, device.keys.auth]);
    const result = await sendPushToUser(production.app, account.user.id, { title: 'x', body: 'y', url: '/orders' });
    expect(result).toEqual({ sent: 0, removed: 1, failed: 0 });
    expect(push.messagesFor(device.endpoint)).toEqual([]);
    expect(await endpointsOf(account.user.id)).toEqual([]);
  });

  test('the address is checked again when sending: a name that now resolves inside is never connected to (DNS rebinding)', async () => {
    const connections: string[] = [];
    const listener: Server = createServer((socket) => {
      connections.push(String(socket.remoteAddress));
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const port = (listener.address() as AddressInfo).port;
    const app = await buildTestApp({ database: t.db, config: { pushEndpointHosts: ['localhost'] } });
    try {
      const account = await registerAndSignIn(app.app);
      const endpoint = `https://localhost:${port}/push/rebound`;
      // Stored when the name still resolved to a public address (the subscribe check passed then).
      await app.orm.em
        .fork()
        .getConnection()
        .execute('insert into push_subscriptions (user_id, endpoint, p256dh, auth, created_at) values (?, ?, ?, ?, now())', [account.user.id, endpoint, push.subscribe().keys.p256dh, push.subscribe().keys.auth]);
      const result = await sendPushToUser(app.app, account.user.id, { title: 'x', body: 'y', url: '/orders' });
      expect(result).toEqual({ sent: 0, removed: 1, failed: 0 });
      expect(connections).toEqual([]);
    } finally {
      await app.close();
      await new Promise<void>((resolve) => listener.close(() => resolve()));
    }
  });
});

describe('sendPushToUser', () => {
  test('delivers an encrypted payload the push service decrypts to the title, body and url, with TTL and VAPID', async () => {
    const account = await registerAndSignIn(t.app);
    const phone = push.subscribe();
    const laptop = push.subscribe();
    await subscribe(account, phone);
    await subscribe(account, laptop);
    const other = await registerAndSignIn(t.app);
    const othersPhone = push.subscribe();
    await subscribe(other, othersPhone);

    const result = await sendPushToUser(t.app, account.user.id, { title: 'Đơn hàng DH000123', body: 'Đã giao cho đơn vị vận chuyển', url: '/orders', tag: 'order-123' });

    expect(result).toEqual({ sent: 2, removed: 0, failed: 0 });
    const expected = { title: 'Đơn hàng DH000123', body: 'Đã giao cho đơn vị vận chuyển', url: '/orders', tag: 'order-123' };
    expect(push.messagesFor(phone.endpoint)).toEqual([expected]);
    expect(push.messagesFor(laptop.endpoint)).toEqual([expected]);
    expect(push.messagesFor(othersPhone.endpoint)).toEqual([]);
    const publicKey = (await t.app.inject({ url: '/v1/push/public-key' })).json<PushPublicKeyResponse>().public_key;
    for (const received of push.received.filter((entry) => entry.endpoint === phone.endpoint)) {
      expect(received.ttl).toBe(PUSH_TTL_SECONDS);
      expect(received.contentEncoding).toBe('aes128gcm');
      expect(received.vapidPublicKey).toBe(publicKey);
      expect(received.vapidValid).toBe(true);
    }
  });

  test('removes subscriptions answered 410 or 404, keeps those that failed otherwise', async () => {
    const account = await registerAndSignIn(t.app);
    const live = push.subscribe();
    const gone = push.subscribe();
    const missing = push.subscribe();
    const broken = push.subscribe();
    for (const device of [live, gone, missing, broken]) await subscribe(account, device);
    push.answer(gone.endpoint, 410);
    push.answer(missing.endpoint, 404);
    push.answer(broken.endpoint, 500);

    const result = await sendPushToUser(t.app, account.user.id, { title: 'Order DH000124', body: 'Delivered', url: '/orders' });

    expect(result).toEqual({ sent: 1, removed: 2, failed: 1 });
    expect(await endpointsOf(account.user.id)).toEqual([live.endpoint, broken.endpoint]);
    expect(push.messagesFor(live.endpoint)).toEqual([{ title: 'Order DH000124', body: 'Delivered', url: '/orders' }]);
  });

  test('a user without subscriptions gets nothing and nothing fails', async () => {
    const account = await registerAndSignIn(t.app);
    expect(await sendPushToUser(t.app, account.user.id, { title: 'x', body: 'y', url: '/orders' })).toEqual({ sent: 0, removed: 0, failed: 0 });
  });
});
