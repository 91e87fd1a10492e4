import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import type { AdsResponse } from '#shared/content/page-area-schemas.ts';
import type { AdminPopupListResponse, BackLinkWrite } from '#shared/content/popup-admin-schemas.ts';
import type { SignedIn } from '../../test/auth.ts';
import { multipart } from '../../test/multipart.ts';
import { staffTestApp, type StaffTestApp } from '../../test/staff-test-app.ts';
import { storageFromConfig } from '../../storage/storage-from-config.ts';

let s: StaffTestApp;
staffTestApp((app) => (s = app));

const POPUPS = '/v1/admin/content/popups';
const LINKS = '/v1/admin/content/back-links';
const DAY = 86_400_000;
const STARTS = new Date(Date.now() - DAY).toISOString();
const ENDS = new Date(Date.now() + DAY).toISOString();
const fields = (): Record<string, string> => ({
  title: 'Giảm 10% mạch in 4 lớp',
  title_en: '10% off four-layer boards',
  content: 'Đặt mạch in 4 lớp trước 30/11 để được giảm 10%.',
  content_en: 'Order four-layer boards before 30 Nov for 10% off.',
  url: '/pcb',
  active: '1',
  starts_at: STARTS,
  ends_at: ENDS,
});

async function picture(colour: string) {
  return sharp({ create: { width: 480, height: 320, channels: 3, background: colour } }).png().toBuffer();
}

async function savePopup(who: SignedIn, values: Record<string, string>, options: { id?: number; picture?: Buffer } = {}) {
  const body = multipart(values, options.picture ? [{ field: 'picture', name: 'popup.png', type: 'image/png', bytes: options.picture }] : []);
  return s.t.app.inject({ method: 'POST', url: options.id ? `${POPUPS}/${options.id}` : POPUPS, headers: { ...who.headers, 'content-type': body.contentType }, payload: body.payload });
}

/** What a guest's first visit is offered (no session mark). */
async function storefront() {
  return (await s.t.app.inject('/v1/ads')).json<AdsResponse>();
}

async function listed() {
  return (await s.t.app.inject({ url: POPUPS, headers: { cookie: s.staff.cookie } })).json<AdminPopupListResponse>();
}

async function records(subject: string, id: number) {
  return s.t.orm.em.fork().execute<{ action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null; user_id: string }[]>(
    `select action, before, after, user_id from staff_changes where subject = ? and subject_id = ? order by id`,
    [subject, String(id)],
  );
}

async function imageKey(id: number) {
  const [row] = await s.t.orm.em.fork().execute<{ storage_key: string }[]>(`select storage_key from images where id = ?`, [id]);
  return row?.storage_key ?? null;
}

describe('staff keep the promo popup and the footer back links (/v1/admin/content/popups, back-links)', () => {
  test('guests and customers get 403 and write nothing', async () => {
    const before = await storefront();
    expect((await s.t.app.inject(POPUPS)).statusCode).toBe(403);
    expect((await s.t.app.inject({ url: POPUPS, headers: { cookie: s.customer.cookie } })).statusCode).toBe(403);
    const asCustomer = await savePopup(s.customer, fields(), { picture: await picture('#ad1457') });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json<{ error: { code: string } }>().error.code).toBe('forbidden');
    expect((await s.t.app.inject({ method: 'POST', url: LINKS, headers: s.customer.headers, payload: { name: 'Linh kiện', url: 'https://example.vn', sort: 0 } })).statusCode).toBe(403);
    expect((await s.t.app.inject({ method: 'DELETE', url: `${POPUPS}/1`, headers: s.customer.headers })).statusCode).toBe(403);
    expect(await storefront()).toEqual(before);
  });

  test('staff add a popup with a picture and dates; shoppers are offered it only within its dates; its picture replaced and removed leaves storage; each change recorded', async () => {
    const storage = await storageFromConfig(s.t.config);
    const created = await savePopup(s.staff, fields(), { picture: await picture('#ad1457') });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect((await storefront()).popup).toMatchObject({ id, title: 'Giảm 10% mạch in 4 lớp', url: '/pcb', image_id: expect.any(Number) });
    const first = (await listed()).data.find((one) => one.id === id)!;
    expect(first).toMatchObject({ active: true, starts_at: expect.any(String), ends_at: expect.any(String) });

    // Not yet started: another popup (or none) is offered.
    expect((await savePopup(s.staff, { ...fields(), starts_at: new Date(Date.now() + DAY).toISOString(), ends_at: new Date(Date.now() + 2 * DAY).toISOString() }, { id })).statusCode).toBe(200);
    expect((await storefront()).popup?.id).not.toBe(id);
    expect((await savePopup(s.staff, fields(), { id, picture: await picture('#283593') })).statusCode).toBe(200);
    const second = (await listed()).data.find((one) => one.id === id)!;
    expect((await storefront()).popup).toMatchObject({ id, image_id: second.image_id });
    expect(second.image_id).not.toBe(first.image_id);
    const firstKey = await s.t.orm.em.fork().execute<{ n: string }[]>(`select count(*) as n from images where id = ?`, [first.image_id]);
    expect(Number(firstKey[0]!.n)).toBe(0);
    const secondKey = (await imageKey(second.image_id!))!;
    expect(await storage.get(secondKey)).not.toBeNull();
    expect((await savePopup(s.staff, { ...fields(), remove_picture: '1' }, { id })).statusCode).toBe(200);
    expect((await storefront()).popup).toMatchObject({ id, image_id: null });
    expect(await storage.get(secondKey)).toBeNull();

    expect((await s.t.app.inject({ method: 'DELETE', url: `${POPUPS}/${id}`, headers: s.staff.headers })).statusCode).toBe(200);
    expect((await storefront()).popup?.id).not.toBe(id);
    expect((await s.t.app.inject({ method: 'DELETE', url: `${POPUPS}/${id}`, headers: s.staff.headers })).statusCode).toBe(404);
    const history = await records('promo_popup', id);
    expect(history.map((record) => record.action)).toEqual(['create', 'update', 'update', 'update', 'delete']);
    expect(history.every((record) => Number(record.user_id) === s.staff.user.id)).toBe(true);
    expect(history[3]).toEqual(expect.objectContaining({ before: { image_id: second.image_id }, after: { image_id: null } }));
    expect((await listed()).changes[0]).toMatchObject({ subject: 'promo_popup', subject_id: String(id), action: 'delete', user_name: s.staff.user.fullname });
  });

  test('a popup without words, with a script link or ending before it starts, a file that is not a picture: refused with the field keys, nothing written', async () => {
    const before = await listed();
    const cases: [Record<string, string>, Buffer | undefined, number, Record<string, string>][] = [
      [{ ...fields(), title: ' ', content: '', url: 'javascript:alert(1)' }, undefined, 400, { title: 'field_required', content: 'field_required', url: 'field_invalid' }],
      [{ ...fields(), starts_at: '2026-12-10T08:00', ends_at: '2026-12-01T08:00' }, undefined, 400, { ends_at: 'popup_ends_before_start' }],
      [{ ...fields(), starts_at: 'mai' }, undefined, 400, { starts_at: 'field_invalid' }],
      [fields(), Buffer.from('%PDF-1.4 not a picture'), 415, { picture: 'invalid_file_type' }],
    ];
    for (const [values, file, status, fieldErrors] of cases) {
      const response = await savePopup(s.staff, values, file ? { picture: file } : {});
      expect(response.statusCode).toBe(status);
      expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual(fieldErrors);
    }
    expect(await listed()).toEqual(before);
  });

  test('staff add, change and delete a back link; the footer follows; bad links refused; each change recorded', async () => {
    const link: BackLinkWrite = { name: 'Cộng đồng vi điều khiển Việt Nam', url: 'https://vidieukhien.example.vn', sort: 0 };
    const created = await s.t.app.inject({ method: 'POST', url: LINKS, headers: s.staff.headers, payload: link });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect((await storefront()).back_links).toContainEqual({ name: link.name, url: link.url });
    expect((await s.t.app.inject({ method: 'PUT', url: `${LINKS}/${id}`, headers: s.staff.headers, payload: { ...link, name: 'Diễn đàn vi điều khiển', sort: 9999 } })).statusCode).toBe(200);
    expect((await storefront()).back_links.at(-1)).toEqual({ name: 'Diễn đàn vi điều khiển', url: link.url });
    const refused = await s.t.app.inject({ method: 'POST', url: LINKS, headers: s.staff.headers, payload: { name: ' ', url: 'javascript:alert(1)', sort: 0 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({ name: 'field_required', url: 'field_invalid' });
    expect((await s.t.app.inject({ method: 'DELETE', url: `${LINKS}/${id}`, headers: s.staff.headers })).statusCode).toBe(200);
    expect((await storefront()).back_links.map((one) => one.name)).not.toContain('Diễn đàn vi điều khiển');
    const history = await records('back_link', id);
    expect(history.map((record) => [record.action, record.after])).toEqual([
      ['create', link],
      ['update', { name: 'Diễn đàn vi điều khiển', sort: 9999 }],
      ['delete', null],
    ]);
  });
});
