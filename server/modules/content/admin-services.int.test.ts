import { describe, expect, test } from 'vitest';
import type { ServiceListResponse, ServiceResponse } from '#shared/content/news-schemas.ts';
import type { AdminServiceListResponse, ServiceWrite } from '#shared/content/service-admin-schemas.ts';
import { staffTestApp, type StaffTestApp } from '../../test/staff-test-app.ts';

let s: StaffTestApp;
staffTestApp((app) => (s = app));

const PATH = '/v1/admin/content/services';
const service = (): ServiceWrite => ({
  slug: 'han-lai-bga',
  name: 'Hàn lại chip BGA',
  name_en: 'BGA rework',
  summary: 'Tháo, làm lại bi và hàn lại chip BGA trên bo mạch của bạn.',
  summary_en: 'Removing, reballing and resoldering BGA chips on your boards.',
  body: '<h2>Quy trình</h2><p>Chụp X-quang trước và sau khi hàn.</p><script>alert(1)</script><a href="javascript:alert(2)" onclick="x()">xem</a>',
  body_en: '<p>X-ray before and after.</p>',
  call_to_action: 'contact',
  position: 99,
  published: true,
});

async function storefront() {
  return (await s.t.app.inject('/v1/services')).json<ServiceListResponse>().services.map((one) => one.slug);
}

async function listed() {
  return (await s.t.app.inject({ url: PATH, headers: { cookie: s.staff.cookie } })).json<AdminServiceListResponse>();
}

async function records(id: number) {
  return s.t.orm.em.fork().execute<{ action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null; user_id: string; created_at: Date }[]>(
    `select action, before, after, user_id, created_at from staff_changes where subject = 'service' and subject_id = ? order by id`,
    [String(id)],
  );
}

describe('staff keep the shop’s services (/v1/admin/content/services)', () => {
  test('guests and customers get 403 and write nothing', async () => {
    const before = await storefront();
    expect((await s.t.app.inject(PATH)).statusCode).toBe(403);
    expect((await s.t.app.inject({ url: PATH, headers: { cookie: s.customer.cookie } })).statusCode).toBe(403);
    const asCustomer = await s.t.app.inject({ method: 'POST', url: PATH, headers: s.customer.headers, payload: service() });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json<{ error: { code: string } }>().error.code).toBe('forbidden');
    const seeded = (await listed()).data[0]!;
    expect((await s.t.app.inject({ method: 'PUT', url: `${PATH}/${seeded.id}`, headers: s.customer.headers, payload: service() })).statusCode).toBe(403);
    expect((await s.t.app.inject({ method: 'DELETE', url: `${PATH}/${seeded.id}`, headers: s.customer.headers })).statusCode).toBe(403);
    expect(await storefront()).toEqual(before);
  });

  test('staff add a service (its body cleaned), withdraw it, change and delete it; the storefront follows and each change is recorded with who and when', async () => {
    const started = new Date(Date.now() - 1000);
    const created = await s.t.app.inject({ method: 'POST', url: PATH, headers: s.staff.headers, payload: service() });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect((await storefront()).at(-1)).toBe('han-lai-bga');
    const page = (await s.t.app.inject('/v1/services/han-lai-bga')).json<ServiceResponse>();
    expect(page.service).toMatchObject({ name: 'Hàn lại chip BGA', name_en: 'BGA rework', call_to_action: 'contact' });
    expect(page.service.body).toContain('<h2>Quy trình</h2>');
    expect(page.service.body).not.toMatch(/script|javascript:|onclick/);
    const row = (await listed()).data.find((one) => one.id === id)!;
    expect(row).toMatchObject({ slug: 'han-lai-bga', published: true, position: 99, updated_by: s.staff.user.fullname });

    expect((await s.t.app.inject({ method: 'PUT', url: `${PATH}/${id}`, headers: s.staff.headers, payload: { ...service(), published: false } })).statusCode).toBe(200);
    expect(await storefront()).not.toContain('han-lai-bga');
    expect((await s.t.app.inject('/v1/services/han-lai-bga')).statusCode).toBe(404);
    expect((await s.t.app.inject('/dich-vu/han-lai-bga')).statusCode).toBe(404);

    // Seeded services stand at 0, 1, 2…: order 1 puts it second or third (a tie keeps the older first).
    const changed = { ...service(), slug: 'lam-lai-bga', name: 'Làm lại chip BGA', position: 1 };
    expect((await s.t.app.inject({ method: 'PUT', url: `${PATH}/${id}`, headers: s.staff.headers, payload: changed })).statusCode).toBe(200);
    expect((await storefront()).indexOf('lam-lai-bga')).toBe(2);
    expect((await s.t.app.inject('/v1/services/lam-lai-bga')).json<ServiceResponse>().service.name).toBe('Làm lại chip BGA');

    expect((await s.t.app.inject({ method: 'DELETE', url: `${PATH}/${id}`, headers: s.staff.headers })).statusCode).toBe(200);
    expect(await storefront()).not.toContain('lam-lai-bga');
    expect((await s.t.app.inject({ method: 'DELETE', url: `${PATH}/${id}`, headers: s.staff.headers })).statusCode).toBe(404);

    const history = await records(id);
    expect(history.map((record) => record.action)).toEqual(['create', 'update', 'update', 'delete']);
    expect(history.map((record) => ({ by: Number(record.user_id), recent: new Date(record.created_at) >= started }))).toEqual(history.map(() => ({ by: s.staff.user.id, recent: true })));
    expect(history[1]).toEqual(expect.objectContaining({ before: { published: true }, after: { published: false } }));
    expect(history[2]).toEqual(expect.objectContaining({ before: { slug: 'han-lai-bga', name: 'Hàn lại chip BGA', position: 99, published: false }, after: { slug: 'lam-lai-bga', name: 'Làm lại chip BGA', position: 1, published: true } }));
    const shown = (await listed()).changes.filter((change) => change.subject_id === String(id));
    expect(shown.map((change) => change.action)).toEqual(['delete', 'update', 'update', 'create']);
    expect(shown[0]!.user_name).toBe(s.staff.user.fullname);
  });

  test('no name, a wrong address, one another service has, an order out of range: 4xx with the field keys and nothing written', async () => {
    const before = await listed();
    const taken = before.data[0]!.slug;
    const cases: [ServiceWrite, number, Record<string, string>][] = [
      [{ ...service(), name: '   ', slug: 'Hàn BGA' }, 400, { name: 'field_required', slug: 'slug_invalid' }],
      [{ ...service(), slug: '' }, 400, { slug: 'field_required' }],
      [{ ...service(), slug: taken }, 409, { slug: 'slug_taken' }],
    ];
    for (const [bad, status, fields] of cases) {
      const response = await s.t.app.inject({ method: 'POST', url: PATH, headers: s.staff.headers, payload: bad });
      expect(response.statusCode).toBe(status);
      expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual(fields);
    }
    expect((await s.t.app.inject({ method: 'POST', url: PATH, headers: s.staff.headers, payload: { ...service(), position: 10_000 } })).statusCode).toBe(400);
    expect((await s.t.app.inject({ method: 'PUT', url: `${PATH}/${before.data[1]!.id}`, headers: s.staff.headers, payload: { ...service(), slug: taken } })).statusCode).toBe(409);
    expect(await listed()).toEqual(before);
    expect((await s.t.app.inject({ method: 'PUT', url: `${PATH}/999999`, headers: s.staff.headers, payload: service() })).statusCode).toBe(404);
  });
});
