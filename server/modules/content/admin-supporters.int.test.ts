import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SupportsResponse } from '#shared/content/page-area-schemas.ts';
import type { AdminSupporterListResponse, SupporterWrite } from '#shared/content/supporter-admin-schemas.ts';
import { registerAndSignIn, registerStaff, type SignedIn } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let staff: SignedIn;
let customer: SignedIn;
let groupId: number;
beforeAll(async () => {
  t = await buildTestApp();
  [staff, customer] = [await registerStaff(t), await registerAndSignIn(t.app)];
  const [group] = await t.orm.em.fork().execute<{ id: number }[]>(`insert into support_groups (name, name_en, sort, created_at, updated_at) values ('Hỗ trợ kỹ thuật', 'Technical support', 5, now(), now()) returning id`);
  groupId = Number(group!.id);
});
afterAll(() => t.close());

const PATH = '/v1/admin/content/supporters';
const supporter = (): SupporterWrite => ({ group_id: groupId, name: 'Anh Minh — kỹ thuật PCB', yahoo: '0912345678', skype: null, msn: 'minh.pcb', email: 'Minh@LinhKien.vn', mobile: null, active: true, sort: 1 });

async function widget() {
  return (await t.app.inject('/v1/supports')).json<SupportsResponse>().groups.flatMap((group) => group.supporters.map((one) => ({ ...one, group: group.id })));
}

async function listed() {
  return (await t.app.inject({ url: PATH, headers: { cookie: staff.cookie } })).json<AdminSupporterListResponse>();
}

async function records(id: number) {
  return t.orm.em.fork().execute<{ action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null; user_id: string }[]>(`select action, before, after, user_id from staff_changes where subject = 'supporter' and subject_id = ? order by id`, [String(id)]);
}

describe('staff keep the support widget’s people (/v1/admin/content/supporters)', () => {
  test('guests and customers get 403 and write nothing', async () => {
    const before = await widget();
    expect((await t.app.inject(PATH)).statusCode).toBe(403);
    expect((await t.app.inject({ url: PATH, headers: { cookie: customer.cookie } })).statusCode).toBe(403);
    const asCustomer = await t.app.inject({ method: 'POST', url: PATH, headers: customer.headers, payload: supporter() });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json<{ error: { code: string } }>().error.code).toBe('forbidden');
    expect(await widget()).toEqual(before);
  });

  test('staff add a supporter, hide, change and delete them; the widget follows and each change is recorded', async () => {
    const created = await t.app.inject({ method: 'POST', url: PATH, headers: staff.headers, payload: supporter() });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect((await widget()).find((one) => one.id === id)).toEqual({ id, group: groupId, name: 'Anh Minh — kỹ thuật PCB', image_id: null, yahoo: '0912345678', skype: null, msn: 'minh.pcb', email: 'minh@linhkien.vn', mobile: null });
    expect((await listed()).groups).toContainEqual({ id: groupId, name: 'Hỗ trợ kỹ thuật', name_en: 'Technical support', sort: 5 });

    expect((await t.app.inject({ method: 'PUT', url: `${PATH}/${id}`, headers: staff.headers, payload: { ...supporter(), active: false } })).statusCode).toBe(200);
    expect((await widget()).some((one) => one.id === id)).toBe(false);
    expect((await listed()).data.find((one) => one.id === id)).toMatchObject({ active: false, group_id: groupId });
    expect((await t.app.inject({ method: 'PUT', url: `${PATH}/${id}`, headers: customer.headers, payload: supporter() })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: `${PATH}/${id}`, headers: staff.headers, payload: { ...supporter(), skype: 'live:minh_pcb', mobile: '0912 345 678' } })).statusCode).toBe(200);
    expect((await widget()).find((one) => one.id === id)).toMatchObject({ skype: 'live:minh_pcb', mobile: '0912 345 678' });

    expect((await t.app.inject({ method: 'DELETE', url: `${PATH}/${id}`, headers: customer.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `${PATH}/${id}`, headers: staff.headers })).statusCode).toBe(200);
    expect((await widget()).some((one) => one.id === id)).toBe(false);
    expect((await t.app.inject({ method: 'DELETE', url: `${PATH}/${id}`, headers: staff.headers })).statusCode).toBe(404);

    const history = await records(id);
    expect(history.map((record) => record.action)).toEqual(['create', 'update', 'update', 'delete']);
    expect(history.every((record) => Number(record.user_id) === staff.user.id)).toBe(true);
    expect(history[1]).toEqual(expect.objectContaining({ before: { active: true }, after: { active: false } }));
    expect(history[2]).toEqual(expect.objectContaining({ before: { active: false, skype: null, mobile: null }, after: { active: true, skype: 'live:minh_pcb', mobile: '0912 345 678' } }));
    expect(history[3]!.before).toMatchObject({ name: 'Anh Minh — kỹ thuật PCB', email: 'minh@linhkien.vn' });
    const shown = (await listed()).changes.filter((change) => change.subject_id === String(id));
    expect(shown.map((change) => change.action)).toEqual(['delete', 'update', 'update', 'create']);
    expect(shown[0]!.user_name).toBe(staff.user.fullname);
  });

  test('no channel, a wrong e-mail or phone, an unknown group: 400 with the field keys and nothing written', async () => {
    const before = await listed();
    const cases: [SupporterWrite, Record<string, string>][] = [
      [{ ...supporter(), yahoo: ' ', msn: null, email: null }, { yahoo: 'supporter_channel_required', msn: 'supporter_channel_required', skype: 'supporter_channel_required', email: 'supporter_channel_required', mobile: 'supporter_channel_required' }],
      [{ ...supporter(), name: '  ', email: 'minh@', mobile: '12' }, { name: 'field_required', email: 'email_invalid', mobile: 'phone_invalid' }],
      [{ ...supporter(), group_id: 999_999 }, { group_id: 'field_invalid' }],
    ];
    for (const [bad, fields] of cases) {
      const response = await t.app.inject({ method: 'POST', url: PATH, headers: staff.headers, payload: bad });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: { code: string; fields: Record<string, string> } }>().error).toMatchObject({ code: 'validation_failed', fields });
    }
    expect((await t.app.inject({ method: 'POST', url: PATH, headers: staff.headers, payload: { ...supporter(), sort: -1 } })).statusCode).toBe(400);
    expect(await listed()).toEqual(before);
    expect((await t.app.inject({ method: 'PUT', url: `${PATH}/999999`, headers: staff.headers, payload: supporter() })).statusCode).toBe(404);
  });
});
