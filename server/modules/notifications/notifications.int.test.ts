import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ErrorBody } from '#shared/http/error-body.ts';
import type {
  NotificationListResponse,
  NotificationReadAllResponse,
  NotificationReadResponse,
} from '#shared/notifications/schemas.ts';
import { csrfHeaders, registerAndSignIn, type SignedIn } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { createNotification } from './notification-commands.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Notifications made the way orders will make them: through the service, one flush. */
async function notify(userId: number, count: number, extra: { url?: string; data?: Record<string, unknown> } = {}): Promise<number[]> {
  const em = t.orm.em.fork();
  const rows = Array.from({ length: count }, (_, index) =>
    createNotification(em, { userId, type: 'order_status', title: `Đơn hàng #${index + 1} đang giao`, content: 'Chi tiết', ...extra }),
  );
  await em.flush();
  return rows.map((row) => row.id);
}

function unreadCount(account: SignedIn) {
  return t.app.inject({ url: '/v1/notifications/get', headers: { cookie: account.cookie } });
}

function list(account: SignedIn, query = '') {
  return t.app.inject({ url: `/v1/notifications${query}`, headers: { cookie: account.cookie } });
}

function post(account: SignedIn | null, url: string, headers = account ? account.headers : csrfHeaders()) {
  return t.app.inject({ method: 'POST', url, headers });
}

describe('GET /v1/notifications/get', () => {
  test('answers the unread count as a bare number', async () => {
    const account = await registerAndSignIn(t.app);
    const empty = await unreadCount(account);
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toBe('0');
    await notify(account.user.id, 3);
    expect((await unreadCount(account)).json()).toBe(3);
    expect((await unreadCount(account)).headers['cache-control']).toBe('private, no-store');
  });

  test('guests get 403', async () => {
    const response = await t.app.inject('/v1/notifications/get');
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>().error.code).toBe('login_required');
  });
});

describe('GET /v1/notifications', () => {
  test('lists newest first in pages of 20 with totals', async () => {
    const account = await registerAndSignIn(t.app);
    const ids = await notify(account.user.id, 23, { url: '/orders', data: { order_id: 7, status: 'shipping' } });
    const first = (await list(account)).json<NotificationListResponse>();
    expect(first).toMatchObject({ total: 23, current_page: 1, per_page: 20, last_page: 2, unread: 23 });
    expect(first.data).toHaveLength(20);
    expect(first.data[0]).toMatchObject({
      id: ids[22],
      type: 'order_status',
      title: 'Đơn hàng #23 đang giao',
      content: 'Chi tiết',
      url: '/orders',
      data: { order_id: 7, status: 'shipping' },
      read_at: null,
    });
    const second = (await list(account, '?page=2')).json<NotificationListResponse>();
    expect(second.data.map((item) => item.id)).toEqual([ids[2], ids[1], ids[0]]);
    const beyond = (await list(account, '?page=9')).json<NotificationListResponse>();
    expect(beyond).toMatchObject({ data: [], total: 23 });
  });

  test('refuses a malformed page and guests', async () => {
    const account = await registerAndSignIn(t.app);
    expect((await list(account, '?page=0')).statusCode).toBe(400);
    expect((await list(account, '?page=abc')).statusCode).toBe(400);
    expect((await t.app.inject('/v1/notifications')).statusCode).toBe(403);
  });
});

describe('marking read', () => {
  test('one notification: read_at is set once and the count drops', async () => {
    const account = await registerAndSignIn(t.app);
    const [first] = await notify(account.user.id, 2);
    const response = await post(account, `/v1/notifications/${first}/read`);
    expect(response.statusCode).toBe(200);
    const answer = response.json<NotificationReadResponse>();
    expect(answer).toMatchObject({ id: first, unread: 1 });
    const again = (await post(account, `/v1/notifications/${first}/read`)).json<NotificationReadResponse>();
    expect(again.read_at).toBe(answer.read_at);
    expect((await unreadCount(account)).json()).toBe(1);
  });

  test('all at once', async () => {
    const account = await registerAndSignIn(t.app);
    await notify(account.user.id, 4);
    const response = await post(account, '/v1/notifications/read-all');
    expect(response.json<NotificationReadAllResponse>()).toEqual({ updated: 4, unread: 0 });
    const body = (await list(account)).json<NotificationListResponse>();
    expect(body.data.every((item) => item.read_at !== null)).toBe(true);
    expect((await post(account, '/v1/notifications/read-all')).json<NotificationReadAllResponse>()).toEqual({ updated: 0, unread: 0 });
  });

  test('another user’s notification is 404 and stays unread; read-all touches only one’s own', async () => {
    const owner = await registerAndSignIn(t.app);
    const other = await registerAndSignIn(t.app);
    const [id] = await notify(owner.user.id, 1);
    const response = await post(other, `/v1/notifications/${id}/read`);
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorBody>().error.code).toBe('not_found');
    await post(other, '/v1/notifications/read-all');
    expect((await unreadCount(owner)).json()).toBe(1);
    expect((await list(other)).json<NotificationListResponse>().total).toBe(0);
  });

  test('unknown ids are 404, malformed ones 400; guests and missing anti-forgery headers 403', async () => {
    const account = await registerAndSignIn(t.app);
    const [id] = await notify(account.user.id, 1);
    expect((await post(account, '/v1/notifications/999999999/read')).statusCode).toBe(404);
    expect((await post(account, '/v1/notifications/x/read')).statusCode).toBe(400);
    const guest = await post(null, `/v1/notifications/${id}/read`);
    expect(guest.statusCode).toBe(403);
    expect(guest.json<ErrorBody>().error.code).toBe('login_required');
    const noCsrf = await post(account, `/v1/notifications/${id}/read`, { cookie: account.cookie });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json<ErrorBody>().error.code).toBe('csrf_failed');
    expect((await post(account, '/v1/notifications/read-all', { cookie: account.cookie })).statusCode).toBe(403);
    expect((await unreadCount(account)).json()).toBe(1);
  });
});
