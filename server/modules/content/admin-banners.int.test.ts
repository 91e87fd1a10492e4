import { describe, expect, test } from 'vitest';
import type { AdminBannerListResponse, BannerWrite } from '#shared/content/banner-admin-schemas.ts';
import type { NotificationPageResponse } from '#shared/content/page-area-schemas.ts';
import { type SignedIn } from '../../test/auth.ts';
import type { TestApp } from '../../test/test-app.ts';
import { staffTestApp } from '../../test/staff-test-app.ts';

let t: TestApp;
let staff: SignedIn;
let customer: SignedIn;
staffTestApp((app) => ({ t, staff, customer } = app));

const PATH = '/v1/admin/content/banners';
const banner: BannerWrite = { page_type: 'checkout', content: 'Thanh toán chuyển khoản được xác nhận trong 15 phút.', content_en: 'Bank transfers are confirmed within 15 minutes.', bg_color: '#E9F1FB', text_color: '#0b4f9c', icon: 'info', active: true };

async function checkoutBanner() {
  return (await t.app.inject('/v1/notification-page/checkout')).json<NotificationPageResponse>().notification;
}

async function records(id: number) {
  return t.orm.em.fork().execute<{ action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null; user_id: string }[]>(`select action, before, after, user_id from staff_changes where subject = 'notification_banner' and subject_id = ? order by id`, [String(id)]);
}

describe('staff author the notification banners (/v1/admin/content/banners)', () => {
  test('guests and customers get 403 and write nothing', async () => {
    expect((await t.app.inject(PATH)).statusCode).toBe(403);
    expect((await t.app.inject({ url: PATH, headers: { cookie: customer.cookie } })).statusCode).toBe(403);
    const asCustomer = await t.app.inject({ method: 'POST', url: PATH, headers: customer.headers, payload: banner });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json<{ error: { code: string } }>().error.code).toBe('forbidden');
    expect(await checkoutBanner()).toBeNull();
  });

  test('staff publish a banner, hide it, change it and delete it; each change is recorded with its fields before → after', async () => {
    const created = await t.app.inject({ method: 'POST', url: PATH, headers: staff.headers, payload: banner });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect(await checkoutBanner()).toEqual({ id, content: banner.content, content_en: banner.content_en, bg_color: '#e9f1fb', text_color: '#0b4f9c', icon: 'info' });
    const list = (await t.app.inject({ url: PATH, headers: { cookie: staff.cookie } })).json<AdminBannerListResponse>();
    expect(list.data[0]).toMatchObject({ id, page_type: 'checkout', active: true });

    expect((await t.app.inject({ method: 'PUT', url: `${PATH}/${id}`, headers: staff.headers, payload: { ...banner, active: false } })).statusCode).toBe(200);
    expect(await checkoutBanner()).toBeNull();
    expect((await t.app.inject({ method: 'PUT', url: `${PATH}/${id}`, headers: customer.headers, payload: banner })).statusCode).toBe(403);
    expect(await checkoutBanner()).toBeNull();
    expect((await t.app.inject({ method: 'PUT', url: `${PATH}/${id}`, headers: staff.headers, payload: { ...banner, icon: 'exclamation' } })).statusCode).toBe(200);
    expect((await checkoutBanner())?.icon).toBe('exclamation');

    expect((await t.app.inject({ method: 'DELETE', url: `${PATH}/${id}`, headers: customer.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `${PATH}/${id}`, headers: staff.headers })).statusCode).toBe(200);
    expect(await checkoutBanner()).toBeNull();
    expect((await t.app.inject({ method: 'DELETE', url: `${PATH}/${id}`, headers: staff.headers })).statusCode).toBe(404);

    const history = await records(id);
    expect(history.map((record) => record.action)).toEqual(['create', 'update', 'update', 'delete']);
    expect(history.every((record) => Number(record.user_id) === staff.user.id)).toBe(true);
    expect(history[1]).toMatchObject({ before: { active: true }, after: { active: false } });
    expect(history[2]).toMatchObject({ before: { active: false, icon: 'info' }, after: { active: true, icon: 'exclamation' } });
    expect(history[3]!.before).toMatchObject({ content: banner.content });

    // The back office shows the latest changes, the deleted banner's too, with who made them.
    const shown = (await t.app.inject({ url: PATH, headers: { cookie: staff.cookie } })).json<AdminBannerListResponse>().changes.filter((change) => change.subject_id === String(id));
    expect(shown.map((change) => change.action)).toEqual(['delete', 'update', 'update', 'create']);
    expect(shown[0]!.user_name).toBe(staff.user.fullname);
  });

  test('a bad colour, an unknown page type or empty words are a 400 and nothing is written', async () => {
    const listed = async () => (await t.app.inject({ url: PATH, headers: { cookie: staff.cookie } })).json<AdminBannerListResponse>();
    const before = await listed();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...banner, bg_color: 'red' }, 'bg_color'],
      [{ ...banner, page_type: 'everywhere' }, 'page_type'],
      [{ ...banner, content: '' }, 'content'],
      // Only spaces pass the schema's minLength; the shared rule (bannerFieldErrors) refuses them.
      [{ ...banner, content: '    ' }, 'content'],
    ];
    for (const [bad, field] of cases) {
      const response = await t.app.inject({ method: 'POST', url: PATH, headers: staff.headers, payload: bad });
      expect(response.statusCode).toBe(400);
      const body = response.json<{ error: { code: string; fields: Record<string, string> } }>();
      expect(body.error.code).toBe('validation_failed');
      expect(Object.keys(body.error.fields)).toContain(field);
    }
    expect(await listed()).toEqual(before);
    expect(await checkoutBanner()).toBeNull();
    expect((await t.app.inject({ method: 'PUT', url: `${PATH}/999999`, headers: staff.headers, payload: banner })).statusCode).toBe(404);
  });
});
