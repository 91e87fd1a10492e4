import { describe, expect, test } from 'vitest';
import type { SupportsResponse } from '#shared/content/page-area-schemas.ts';
import type { AdminSupporterListResponse, SupportGroupWrite } from '#shared/content/supporter-admin-schemas.ts';
import { staffTestApp, type StaffTestApp } from '../../test/staff-test-app.ts';

let s: StaffTestApp;
staffTestApp((app) => (s = app));

const GROUPS = '/v1/admin/content/support-groups';

async function widget() {
  return (await s.t.app.inject('/v1/supports')).json<SupportsResponse>().groups;
}

async function listed() {
  return (await s.t.app.inject({ url: '/v1/admin/content/supporters', headers: { cookie: s.staff.cookie } })).json<AdminSupporterListResponse>();
}

describe('staff keep the support widget’s groups (/v1/admin/content/support-groups)', () => {
  test('guests and customers get 403; staff add, rename and move a group, the widget follows; a group with supporters is kept; each change recorded', async () => {
    const group: SupportGroupWrite = { name: 'Hỗ trợ kỹ thuật PCB', name_en: 'PCB engineering', sort: 0 };
    expect((await s.t.app.inject({ method: 'POST', url: GROUPS, payload: group })).statusCode).toBe(403);
    expect((await s.t.app.inject({ method: 'POST', url: GROUPS, headers: s.customer.headers, payload: group })).statusCode).toBe(403);
    const created = await s.t.app.inject({ method: 'POST', url: GROUPS, headers: s.staff.headers, payload: group });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect((await listed()).groups).toContainEqual({ id, name: 'Hỗ trợ kỹ thuật PCB', name_en: 'PCB engineering', sort: 0 });
    expect((await s.t.app.inject({ method: 'PUT', url: `${GROUPS}/${id}`, headers: s.customer.headers, payload: group })).statusCode).toBe(403);

    const supporter = await s.t.app.inject({ method: 'POST', url: '/v1/admin/content/supporters', headers: s.staff.headers, payload: { group_id: id, name: 'Kỹ sư Tâm', yahoo: null, skype: null, msn: null, email: 'tam@linhkienviet.vn', mobile: null, active: true, sort: 0 } });
    expect(supporter.statusCode).toBe(201);
    expect((await s.t.app.inject({ method: 'PUT', url: `${GROUPS}/${id}`, headers: s.staff.headers, payload: { name: 'Kỹ thuật mạch in', name_en: '', sort: 9999 } })).statusCode).toBe(200);
    expect((await widget()).at(-1)).toMatchObject({ id, name: 'Kỹ thuật mạch in', name_en: null });

    const refused = await s.t.app.inject({ method: 'DELETE', url: `${GROUPS}/${id}`, headers: s.staff.headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: { code: string } }>().error.code).toBe('support_group_not_empty');
    expect((await s.t.app.inject({ method: 'DELETE', url: `/v1/admin/content/supporters/${supporter.json<{ id: number }>().id}`, headers: s.staff.headers })).statusCode).toBe(200);
    expect((await s.t.app.inject({ method: 'DELETE', url: `${GROUPS}/${id}`, headers: s.staff.headers })).statusCode).toBe(200);
    expect((await listed()).groups.map((one) => one.id)).not.toContain(id);

    const bad = await s.t.app.inject({ method: 'POST', url: GROUPS, headers: s.staff.headers, payload: { name: '  ', name_en: '', sort: 0 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({ name: 'field_required' });

    const history = await s.t.orm.em.fork().execute<{ action: string; after: unknown; user_id: string }[]>(`select action, after, user_id from staff_changes where subject = 'support_group' and subject_id = ? order by id`, [String(id)]);
    expect(history.map((record) => [record.action, record.after, Number(record.user_id)])).toEqual([
      ['create', group, s.staff.user.id],
      ['update', { name: 'Kỹ thuật mạch in', name_en: '', sort: 9999 }, s.staff.user.id],
      ['delete', null, s.staff.user.id],
    ]);
  });
});
