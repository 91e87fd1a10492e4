import { describe, expect, test } from 'vitest';
import type { InformationResponse, ShopPageResponse } from '#shared/content/news-schemas.ts';
import type { AdminFooterPagesResponse, FooterGroupWrite, FooterPageWrite } from '#shared/content/page-admin-schemas.ts';
import type { FooterResponse } from '#shared/content/schemas.ts';
import { staffTestApp, type StaffTestApp } from '../../test/staff-test-app.ts';

let s: StaffTestApp;
staffTestApp((app) => (s = app));

const PAGES = '/v1/admin/content/pages';
const GROUPS = '/v1/admin/content/footer-groups';

async function listed() {
  return (await s.t.app.inject({ url: PAGES, headers: { cookie: s.staff.cookie } })).json<AdminFooterPagesResponse>();
}

async function footer() {
  return (await s.t.app.inject('/v1/get-footer')).json<FooterResponse>();
}

async function groupId(slug: string) {
  return (await listed()).groups.find((group) => group.slug === slug)!.id;
}

async function records(subject: string, id: number) {
  return s.t.orm.em.fork().execute<{ action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null; user_id: string; created_at: string }[]>(
    `select action, before, after, user_id, created_at from staff_changes where subject = ? and subject_id = ? order by id`,
    [subject, String(id)],
  );
}

const page = (informationId: number): FooterPageWrite => ({
  information_id: informationId,
  name: 'Chính sách đổi trả',
  name_en: 'Returns policy',
  slug: 'chinh-sach-doi-tra',
  url: '',
  content: '<h2>Đổi trả trong 7 ngày</h2><p>Linh kiện chưa hàn.</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
  content_en: '<p>Returns within 7 days.</p>',
  position: 9,
  published: true,
});

describe('staff keep the company, information and policy pages (/v1/admin/content/pages, footer-groups)', () => {
  test('guests and customers get 403 and write nothing', async () => {
    const before = await footer();
    const policies = await groupId('chinh-sach');
    expect((await s.t.app.inject(PAGES)).statusCode).toBe(403);
    expect((await s.t.app.inject({ url: PAGES, headers: { cookie: s.customer.cookie } })).statusCode).toBe(403);
    const asCustomer = await s.t.app.inject({ method: 'POST', url: PAGES, headers: s.customer.headers, payload: page(policies) });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json<{ error: { code: string } }>().error.code).toBe('forbidden');
    const warranty = (await listed()).data.find((one) => one.slug === 'quy-dinh-bao-hanh')!;
    expect((await s.t.app.inject({ method: 'PUT', url: `${PAGES}/${warranty.id}`, headers: s.customer.headers, payload: page(policies) })).statusCode).toBe(403);
    expect((await s.t.app.inject({ method: 'DELETE', url: `${PAGES}/${warranty.id}`, headers: s.customer.headers })).statusCode).toBe(403);
    expect((await s.t.app.inject({ method: 'POST', url: GROUPS, headers: s.customer.headers, payload: { name: 'Nhóm', name_en: '', slug: 'nhom', position: 0 } })).statusCode).toBe(403);
    expect((await s.t.app.inject({ method: 'PUT', url: `${GROUPS}/${policies}`, headers: s.customer.headers, payload: { name: 'Nhóm', name_en: '', slug: 'nhom', position: 0 } })).statusCode).toBe(403);
    expect(await footer()).toEqual(before);
  });

  test('staff change the warranty policy and withdraw it; /pages/quy-dinh-bao-hanh, its group and the footer follow; each change recorded with who and when', async () => {
    const started = new Date(Date.now() - 1000);
    const warranty = (await listed()).data.find((one) => one.slug === 'quy-dinh-bao-hanh')!;
    const { id, ...write } = warranty;
    const changed = { ...write, name: 'Quy định bảo hành (2027)', content: '<p>Bảo hành 12 tháng cho module.</p><iframe src="https://x"></iframe>' };
    expect((await s.t.app.inject({ method: 'PUT', url: `${PAGES}/${id}`, headers: s.staff.headers, payload: changed })).statusCode).toBe(200);
    const shown = (await s.t.app.inject('/v1/pages/quy-dinh-bao-hanh')).json<ShopPageResponse>();
    expect(shown.page).toMatchObject({ name: 'Quy định bảo hành (2027)', url: '/pages/quy-dinh-bao-hanh', content: '<p>Bảo hành 12 tháng cho module.</p>' });
    expect((await footer()).pages.find((one) => one.slug === 'quy-dinh-bao-hanh')!.name).toBe('Quy định bảo hành (2027)');

    expect((await s.t.app.inject({ method: 'PUT', url: `${PAGES}/${id}`, headers: s.staff.headers, payload: { ...changed, published: false } })).statusCode).toBe(200);
    expect((await s.t.app.inject('/v1/pages/quy-dinh-bao-hanh')).statusCode).toBe(404);
    expect((await s.t.app.inject('/pages/quy-dinh-bao-hanh')).statusCode).toBe(404);
    expect((await footer()).pages.map((one) => one.slug)).not.toContain('quy-dinh-bao-hanh');
    expect((await s.t.app.inject('/v1/informations/chinh-sach')).json<InformationResponse>().pages.map((one) => one.slug)).not.toContain('quy-dinh-bao-hanh');
    expect((await s.t.app.inject({ method: 'PUT', url: `${PAGES}/${id}`, headers: s.staff.headers, payload: write })).statusCode).toBe(200);
    expect((await s.t.app.inject('/v1/pages/quy-dinh-bao-hanh')).json<ShopPageResponse>().page.content).toBe(warranty.content);

    const history = await records('footer_page', id);
    expect(history.map((record) => record.action)).toEqual(['update', 'update', 'update']);
    expect(history.map((record) => ({ by: Number(record.user_id), recent: new Date(record.created_at) >= started }))).toEqual(history.map(() => ({ by: s.staff.user.id, recent: true })));
    expect(history[0]).toEqual(expect.objectContaining({ before: expect.objectContaining({ name: 'Quy định bảo hành' }), after: expect.objectContaining({ name: 'Quy định bảo hành (2027)' }) }));
    expect(history[1]).toEqual(expect.objectContaining({ before: { published: true }, after: { published: false } }));
    const listedChanges = (await listed()).changes.filter((change) => change.subject === 'footer_page' && change.subject_id === String(id));
    expect(listedChanges[0]!.user_name).toBe(s.staff.user.fullname);
  });

  test('staff add a group and a page in it (content cleaned), rename and move the group, then delete the page and the empty group', async () => {
    const created = await s.t.app.inject({ method: 'POST', url: GROUPS, headers: s.staff.headers, payload: { name: 'Doanh nghiệp', name_en: 'Business', slug: 'doanh-nghiep', position: 0 } satisfies FooterGroupWrite });
    expect(created.statusCode).toBe(201);
    const group = created.json<{ id: number }>().id;
    const added = await s.t.app.inject({ method: 'POST', url: PAGES, headers: s.staff.headers, payload: page(group) });
    expect(added.statusCode).toBe(201);
    const id = added.json<{ id: number }>().id;
    const info = (await s.t.app.inject('/v1/informations/doanh-nghiep')).json<InformationResponse>();
    expect(info.information).toEqual({ slug: 'doanh-nghiep', name: 'Doanh nghiệp', name_en: 'Business' });
    expect(info.pages.map((one) => one.slug)).toEqual(['chinh-sach-doi-tra']);
    const content = (await s.t.app.inject('/v1/pages/chinh-sach-doi-tra')).json<ShopPageResponse>().page.content;
    expect(content).toContain('<h2>Đổi trả trong 7 ngày</h2>');
    expect(content).not.toMatch(/onerror|script|<img/);
    expect((await footer()).informations.map((one) => one.slug)).toContain('doanh-nghiep');

    const renamed = await s.t.app.inject({ method: 'PUT', url: `${GROUPS}/${group}`, headers: s.staff.headers, payload: { name: 'Khách hàng doanh nghiệp', name_en: 'Business customers', slug: 'doanh-nghiep', position: 50 } });
    expect(renamed.statusCode).toBe(200);
    const columns = (await footer()).informations;
    expect(columns.at(-1)).toMatchObject({ slug: 'doanh-nghiep', name: 'Khách hàng doanh nghiệp', name_en: 'Business customers' });

    const refused = await s.t.app.inject({ method: 'DELETE', url: `${GROUPS}/${group}`, headers: s.staff.headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: { code: string } }>().error.code).toBe('footer_group_not_empty');
    expect((await s.t.app.inject({ method: 'DELETE', url: `${PAGES}/${id}`, headers: s.staff.headers })).statusCode).toBe(200);
    expect((await s.t.app.inject('/v1/pages/chinh-sach-doi-tra')).statusCode).toBe(404);
    expect((await s.t.app.inject({ method: 'DELETE', url: `${GROUPS}/${group}`, headers: s.staff.headers })).statusCode).toBe(200);
    expect((await s.t.app.inject('/v1/informations/doanh-nghiep')).statusCode).toBe(404);

    expect((await records('footer_group', group)).map((record) => [record.action, record.after])).toEqual([
      ['create', { name: 'Doanh nghiệp', name_en: 'Business', slug: 'doanh-nghiep', position: 0 }],
      ['update', { name: 'Khách hàng doanh nghiệp', name_en: 'Business customers', position: 50 }],
      ['delete', null],
    ]);
    expect((await records('footer_page', id)).map((record) => record.action)).toEqual(['create', 'delete']);
  });

  test('no name, a wrong address or custom url, a taken address, an unknown group: 4xx with the field keys and nothing written', async () => {
    const before = await listed();
    const policies = await groupId('chinh-sach');
    const cases: [unknown, string, number, Record<string, string>][] = [
      [{ ...page(policies), name: ' ', slug: 'Đổi trả', url: 'javascript:alert(1)' }, PAGES, 400, { name: 'field_required', slug: 'slug_invalid', url: 'field_invalid' }],
      [{ ...page(policies), slug: 'gioi-thieu' }, PAGES, 409, { slug: 'slug_taken' }],
      [{ ...page(999_999) }, PAGES, 400, { information_id: 'field_invalid' }],
      [{ name: '', name_en: '', slug: 'chinh-sach', position: 0 }, GROUPS, 400, { name: 'field_required' }],
      [{ name: 'Chính sách', name_en: '', slug: 'huong-dan', position: 0 }, GROUPS, 409, { slug: 'slug_taken' }],
    ];
    for (const [bad, url, status, fields] of cases) {
      const response = await s.t.app.inject({ method: 'POST', url, headers: s.staff.headers, payload: bad as object });
      expect(response.statusCode).toBe(status);
      expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual(fields);
    }
    expect((await s.t.app.inject({ method: 'POST', url: PAGES, headers: s.staff.headers, payload: { ...page(policies), position: -1 } })).statusCode).toBe(400);
    expect(await listed()).toEqual(before);
    expect((await s.t.app.inject({ method: 'PUT', url: `${PAGES}/999999`, headers: s.staff.headers, payload: page(policies) })).statusCode).toBe(404);
  });
});
