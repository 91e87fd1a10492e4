import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AdsResponse, NotificationPageResponse, SupportsResponse } from '#shared/content/page-area-schemas.ts';
import { SUPPORT_CHANNELS, supportersOn } from '#shared/content/page-areas.ts';
import { csrfHeaders, registerAndSignIn } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function cookieValue(setCookie: string | string[] | number | undefined, name: string): string | null {
  const all = Array.isArray(setCookie) ? setCookie : typeof setCookie === 'string' ? [setCookie] : [];
  const line = all.find((candidate) => candidate.startsWith(`${name}=`));
  return line ? (line.split(';', 1)[0] ?? null) : null;
}

describe('GET /v1/notification-page/{type} (spec §7 notification, lang)', () => {
  test("a page type's banner with both languages, colours and icon, and the request's language", async () => {
    const response = await t.app.inject({ url: '/v1/notification-page/home', headers: { cookie: 'lang=en' } });
    expect(response.statusCode).toBe(200);
    const body = response.json<NotificationPageResponse>();
    expect(body.lang).toBe('en');
    expect(body.notification).toEqual({
      id: expect.any(Number),
      content: expect.stringContaining('miễn phí giao hàng'),
      content_en: expect.stringContaining('ship free'),
      bg_color: '#fff1cc',
      text_color: '#7a4d00',
      icon: 'info',
    });
    expect((await t.app.inject('/v1/notification-page/cart')).json<NotificationPageResponse>().notification?.icon).toBe('exclamation');
  });

  test('a page type without an active banner answers null; the newest active banner wins; an unknown type is a 400', async () => {
    expect((await t.app.inject('/v1/notification-page/checkout')).json<NotificationPageResponse>()).toEqual({ notification: null, lang: 'vi' });
    const em = t.orm.em.fork();
    await em.execute(`insert into notification_banners (page_type, content, bg_color, text_color, icon, active) values ('pcb', 'Cũ', '#000000', '#ffffff', 'info', true), ('pcb', 'Mới', '#000000', '#ffffff', 'info', true), ('pcb', 'Tắt', '#000000', '#ffffff', 'info', false)`);
    expect((await t.app.inject('/v1/notification-page/pcb')).json<NotificationPageResponse>().notification?.content).toBe('Mới');
    await em.execute(`delete from notification_banners where page_type = 'pcb'`);
    const unknown = await t.app.inject('/v1/notification-page/nowhere');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ error: { code: string } }>().error.code).toBe('validation_failed');
  });
});

describe('GET /v1/ads and POST /popupAlert (spec §7 ads, back_links; marks popup shown)', () => {
  test('every ad position with its picture, the footer back links and the popup, never cached for others', async () => {
    const response = await t.app.inject('/v1/ads');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json<AdsResponse>();
    expect(body.ads.map((ad) => ad.position).sort()).toEqual(['ad_left', 'ad_right', 'left', 'right']);
    for (const ad of body.ads) expect(ad).toEqual({ id: expect.any(Number), position: ad.position, url: expect.stringMatching(/^\//), value: expect.any(Number), name: expect.any(String), name_en: expect.any(String) });
    expect(body.back_links).toHaveLength(2);
    expect(body.back_links[0]).toEqual({ name: expect.any(String), url: expect.stringMatching(/^https:\/\//) });
    expect(body.popup).toMatchObject({ title: expect.any(String), title_en: expect.any(String), image_id: expect.any(Number) });
  });

  test("a guest's popup is shown once per browser session: POST /popupAlert sets the session cookie that hides it", async () => {
    const { popup } = (await t.app.inject('/v1/ads')).json<AdsResponse>();
    const marked = await t.app.inject({ method: 'POST', url: '/popupAlert', headers: csrfHeaders(), payload: { popup_id: popup!.id } });
    expect(marked.statusCode).toBe(200);
    const cookie = cookieValue(marked.headers['set-cookie'], 'popup_seen');
    expect(cookie).toBe(`popup_seen=${popup!.id}`);
    const setCookie = String(marked.headers['set-cookie']);
    expect(setCookie).not.toMatch(/Max-Age|Expires/i);
    expect((await t.app.inject({ url: '/v1/ads', headers: { cookie: cookie! } })).json<AdsResponse>().popup).toBeNull();
    // Another browser (no cookie) still gets it.
    expect((await t.app.inject('/v1/ads')).json<AdsResponse>().popup?.id).toBe(popup!.id);
  });

  test("a signed-in user's mark is kept for the user (another browser of theirs does not show it again), once", async () => {
    const user = await registerAndSignIn(t.app);
    const { popup } = (await t.app.inject({ url: '/v1/ads', headers: { cookie: user.cookie } })).json<AdsResponse>();
    expect(popup).not.toBeNull();
    for (let time = 0; time < 2; time += 1) {
      expect((await t.app.inject({ method: 'POST', url: '/popupAlert', headers: user.headers, payload: { popup_id: popup!.id } })).statusCode).toBe(200);
    }
    expect((await t.app.inject({ url: '/v1/ads', headers: { cookie: user.cookie } })).json<AdsResponse>().popup).toBeNull();
    const rows = await t.orm.em.fork().execute<{ count: string }[]>(`select count(*) from popup_views where user_id = ?`, [user.user.id]);
    expect(rows.map((row) => Number(row.count))).toEqual([1]);
  });

  test('an unknown popup is a 404, a bad body a 400, and without the anti-forgery token a 403', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/popupAlert', headers: csrfHeaders(), payload: { popup_id: 999_999 } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/popupAlert', headers: csrfHeaders(), payload: { popup_id: 'x' } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/popupAlert', payload: { popup_id: 1 } })).statusCode).toBe(403);
  });
});

describe('GET /v1/supports (spec §7 support groups)', () => {
  test('groups in order with their supporters; between them every channel of the widget has someone', async () => {
    const response = await t.app.inject('/v1/supports');
    expect(response.statusCode).toBe(200);
    const { groups } = response.json<SupportsResponse>();
    expect(groups.map((group) => group.name_en)).toEqual(['Sales', 'PCB engineering']);
    expect(groups[0]!.supporters[0]).toEqual({ id: expect.any(Number), name: 'Nguyễn Thu Hà', image_id: null, yahoo: '0912345678', skype: 'live:thuha.linhkien', msn: 'linhkienviet.ha', email: 'ha.nguyen@linhkien.vn', mobile: '0912345678' });
    for (const channel of SUPPORT_CHANNELS) expect(supportersOn(groups, channel).length, channel).toBeGreaterThan(0);
    // Skype: only the supporters who have it.
    expect(supportersOn(groups, 'skype').flatMap((group) => group.supporters.map((supporter) => supporter.name))).toEqual(['Nguyễn Thu Hà', 'Lê Hoàng Nam', 'Phạm Ngọc Lan']);
  });

  test('a hidden supporter is not listed, and a group left without supporters is dropped', async () => {
    const em = t.orm.em.fork();
    await em.execute(`update supporters set active = false where group_id = (select id from support_groups where name_en = 'PCB engineering')`);
    expect((await t.app.inject('/v1/supports')).json<SupportsResponse>().groups.map((group) => group.name_en)).toEqual(['Sales']);
    await em.execute(`update supporters set active = true`);
  });
});
