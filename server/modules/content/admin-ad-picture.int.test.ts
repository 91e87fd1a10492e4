import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import type { SignedIn } from '../../test/auth.ts';
import { multipart } from '../../test/multipart.ts';
import { staffTestApp, type StaffTestApp } from '../../test/staff-test-app.ts';
import { storageFromConfig } from '../../storage/storage-from-config.ts';

let s: StaffTestApp;
staffTestApp((app) => (s = app));

const PATH = '/v1/admin/content/ads';
const fields = { position: 'left', url: '/pcb', name: 'Mạch in 2 lớp từ 5 tấm', name_en: 'Two-layer boards from 5 pieces', sort: '3', active: '1' };

async function picture(colour: string) {
  return sharp({ create: { width: 400, height: 160, channels: 3, background: colour } }).png().toBuffer();
}

async function saveAd(who: SignedIn, bytes: Buffer, id?: number) {
  const body = multipart(fields, [{ field: 'picture', name: 'ad.png', type: 'image/png', bytes }]);
  return s.t.app.inject({ method: 'POST', url: id ? `${PATH}/${id}` : PATH, headers: { ...who.headers, 'content-type': body.contentType }, payload: body.payload });
}

async function adImage(id: number) {
  const [row] = await s.t.orm.em.fork().execute<{ id: number; storage_key: string }[]>(`select i.id, i.storage_key from ads a join images i on i.id = a.image_id where a.id = ?`, [id]);
  return { id: Number(row!.id), key: row!.storage_key };
}

async function imageRows(id: number) {
  const [row] = await s.t.orm.em.fork().execute<{ n: string }[]>(`select count(*) as n from images where id = ?`, [id]);
  return Number(row!.n);
}

describe('a replaced ad picture leaves storage', () => {
  test('the old picture, its row and its shared renditions are removed; the new one is served', async () => {
    const storage = await storageFromConfig(s.t.config);
    const created = await saveAd(s.staff, await picture('#2e7d32'));
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    const old = await adImage(id);
    // A rendition drawn once is shared through the storage too (renditions/upload/medium/{id}.jpg).
    expect((await s.t.app.inject(`/upload/medium/${old.id}.jpg`)).statusCode).toBe(200);
    expect(await storage.get(old.key)).not.toBeNull();
    expect(await storage.get(`renditions/upload/medium/${old.id}.jpg`)).not.toBeNull();

    expect((await saveAd(s.staff, await picture('#c62828'), id)).statusCode).toBe(200);
    const now = await adImage(id);
    expect(now.id).not.toBe(old.id);
    expect(await storage.get(old.key)).toBeNull();
    expect(await storage.get(`renditions/upload/medium/${old.id}.jpg`)).toBeNull();
    expect(await imageRows(old.id)).toBe(0);
    expect(await storage.get(now.key)).not.toBeNull();
    expect((await s.t.app.inject(`/upload/medium/${now.id}.jpg`)).statusCode).toBe(200);
  });

  test('a picture another row still shows (a news cover) stays when the ad changes picture', async () => {
    const storage = await storageFromConfig(s.t.config);
    const { id } = (await saveAd(s.staff, await picture('#1565c0'))).json<{ id: number }>();
    const shared = await adImage(id);
    await s.t.orm.em.fork().execute(`update news_articles set cover_image_id = ? where id = (select min(id) from news_articles)`, [shared.id]);
    expect((await saveAd(s.staff, await picture('#f9a825'), id)).statusCode).toBe(200);
    expect(await imageRows(shared.id)).toBe(1);
    expect(await storage.get(shared.key)).not.toBeNull();
  });
});
