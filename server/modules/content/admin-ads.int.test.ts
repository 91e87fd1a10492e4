import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AdminAdListResponse } from '#shared/content/ad-admin-schemas.ts';
import type { AdsResponse } from '#shared/content/page-area-schemas.ts';
import { registerAndSignIn, registerStaff, type SignedIn } from '../../test/auth.ts';
import { multipart } from '../../test/multipart.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let staff: SignedIn;
let customer: SignedIn;
let picture: Buffer;
beforeAll(async () => {
  t = await buildTestApp();
  [staff, customer] = [await registerStaff(t), await registerAndSignIn(t.app)];
  picture = await sharp({ create: { width: 150, height: 500, channels: 3, background: '#0b4f9c' } }).png().toBuffer();
});
afterAll(() => t.close());

const PATH = '/v1/admin/content/ads';
const fields = { position: 'ad_left', url: '/products?search=stm32', name: 'STM32 giảm 8% đến cuối tháng', name_en: 'STM32 8% off to the end of the month', sort: '2', active: '1' };

async function saveAd(who: SignedIn, values: Record<string, string>, options: { id?: number; picture?: Buffer; type?: string } = {}) {
  const body = multipart(values, options.picture ? [{ field: 'picture', name: 'ad.png', type: options.type ?? 'image/png', bytes: options.picture }] : []);
  return t.app.inject({ method: 'POST', url: options.id ? `${PATH}/${options.id}` : PATH, headers: { ...who.headers, 'content-type': body.contentType }, payload: body.payload });
}

async function storefrontAds() {
  return (await t.app.inject('/v1/ads')).json<AdsResponse>().ads;
}

async function listed() {
  return (await t.app.inject({ url: PATH, headers: { cookie: staff.cookie } })).json<AdminAdListResponse>();
}

async function records(id: number) {
  return t.orm.em.fork().execute<{ action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null; user_id: string }[]>(`select action, before, after, user_id from staff_changes where subject = 'ad' and subject_id = ? order by id`, [String(id)]);
}

describe('staff keep the ads (/v1/admin/content/ads)', () => {
  test('guests and customers get 403 and write nothing', async () => {
    const before = await storefrontAds();
    expect((await t.app.inject(PATH)).statusCode).toBe(403);
    expect((await t.app.inject({ url: PATH, headers: { cookie: customer.cookie } })).statusCode).toBe(403);
    const asCustomer = await saveAd(customer, fields, { picture });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json<{ error: { code: string } }>().error.code).toBe('forbidden');
    expect(await storefrontAds()).toEqual(before);
  });

  test('staff add an ad with its picture, hide it, change it and delete it; the storefront follows and each change is recorded', async () => {
    const created = await saveAd(staff, fields, { picture });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    const shown = (await storefrontAds()).find((ad) => ad.id === id);
    expect(shown).toMatchObject({ position: 'ad_left', url: '/products?search=stm32', name: 'STM32 giảm 8% đến cuối tháng', name_en: 'STM32 8% off to the end of the month' });
    // The picture went through the image store: its renditions are served.
    expect((await t.app.inject(`/upload/medium/${shown!.value}.jpg`)).statusCode).toBe(200);

    expect((await saveAd(staff, { ...fields, active: '0' }, { id })).statusCode).toBe(200);
    expect((await storefrontAds()).some((ad) => ad.id === id)).toBe(false);
    expect((await listed()).data.find((ad) => ad.id === id)).toMatchObject({ active: false, sort: 2 });
    expect((await saveAd(customer, fields, { id })).statusCode).toBe(403);
    const newPicture = await sharp({ create: { width: 600, height: 200, channels: 3, background: '#17753a' } }).png().toBuffer();
    expect((await saveAd(staff, { ...fields, position: 'right', url: 'https://example.vn/smt' }, { id, picture: newPicture })).statusCode).toBe(200);
    const moved = (await storefrontAds()).find((ad) => ad.id === id);
    expect(moved).toMatchObject({ position: 'right', url: 'https://example.vn/smt' });
    expect(moved!.value).not.toBe(shown!.value);

    expect((await t.app.inject({ method: 'DELETE', url: `${PATH}/${id}`, headers: customer.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `${PATH}/${id}`, headers: staff.headers })).statusCode).toBe(200);
    expect((await storefrontAds()).some((ad) => ad.id === id)).toBe(false);
    expect((await t.app.inject({ method: 'DELETE', url: `${PATH}/${id}`, headers: staff.headers })).statusCode).toBe(404);

    const history = await records(id);
    expect(history.map((record) => record.action)).toEqual(['create', 'update', 'update', 'delete']);
    expect(history.every((record) => Number(record.user_id) === staff.user.id)).toBe(true);
    expect(history[1]).toEqual(expect.objectContaining({ before: { active: true }, after: { active: false } }));
    expect(history[2]!.before).toMatchObject({ active: false, position: 'ad_left', url: '/products?search=stm32', image_id: shown!.value });
    expect(history[2]!.after).toMatchObject({ active: true, position: 'right', url: 'https://example.vn/smt', image_id: moved!.value });
    expect((await listed()).changes.filter((change) => change.subject_id === String(id)).map((change) => change.action)).toEqual(['delete', 'update', 'update', 'create']);
  });

  test('a new ad without a picture, a wrong position or link, no words, a file that is not a picture: refused with the field keys, nothing written', async () => {
    const before = await listed();
    const cases: [Record<string, string>, Buffer | undefined, number, Record<string, string>][] = [
      [fields, undefined, 400, { picture: 'field_required' }],
      [{ ...fields, position: 'top', url: 'javascript:alert(1)', name: ' ', sort: '-1' }, picture, 400, { position: 'field_invalid', url: 'field_invalid', name: 'field_required', sort: 'field_invalid' }],
      [{ ...fields, url: '//evil.example/x' }, picture, 400, { url: 'field_invalid' }],
      [fields, Buffer.from('%PDF-1.4 not a picture'), 415, { picture: 'invalid_file_type' }],
    ];
    for (const [values, file, status, fieldKeys] of cases) {
      const response = await saveAd(staff, values, file ? { picture: file } : {});
      expect(response.statusCode).toBe(status);
      expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields).toMatchObject(fieldKeys);
    }
    expect(await listed()).toEqual(before);
    expect((await saveAd(staff, fields, { id: 999_999 })).statusCode).toBe(404);
  });
});
