import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startS3Server } from '../../test/s3-server.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { storeImage } from './image-commands.ts';

let t: TestApp;
let productImageId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const [row] = await t.orm.em.fork().execute<{ image_id: number }[]>('select image_id from products where image_id is not null order by id limit 1');
  productImageId = row!.image_id;
});
afterAll(() => t.close());

describe('image renditions', () => {
  test('medium and large JPEGs are rendered from the stored original', async () => {
    for (const [size, max] of [['medium', 300], ['large', 800]] as const) {
      const response = await t.app.inject(`/upload/${size}/${productImageId}.jpg`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(response.rawPayload).metadata();
      expect(meta.format).toBe('jpeg');
      expect(Math.max(meta.width!, meta.height!)).toBe(max);
    }
  });

  test('renditions are cached on disk, immutable, and revalidate by ETag', async () => {
    const url = `/upload/medium/${productImageId}.jpg`;
    const first = await t.app.inject(url);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(existsSync(join(t.config.imageCacheDir, 'upload/medium', `${productImageId}.jpg`))).toBe(true);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"img-/);
    const revalidated = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    const again = await t.app.inject(url);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  test('an uploaded PNG is stored with its real size and served as an avatar photo', async () => {
    const png = await sharp({ create: { width: 640, height: 480, channels: 4, background: '#3366cc' } }).png().toBuffer();
    const image = await storeImage(t.orm.em.fork(), t.app.storage, png);
    expect(image).toMatchObject({ width: 640, height: 480, contentType: 'image/png' });
    const response = await t.app.inject(`/photo/medium/${image.id}.jpg`);
    expect(response.statusCode).toBe(200);
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([160, 160]);
  });

  test('refuses bytes that are not an image', async () => {
    await expect(storeImage(t.orm.em.fork(), t.app.storage, Buffer.from('not an image'))).rejects.toThrow();
  });

  test('an unknown id is a 404 and a malformed one a 400', async () => {
    const missing = await t.app.inject('/upload/medium/987654321.jpg');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not_found');
    expect((await t.app.inject('/upload/huge/1.jpg')).statusCode).toBe(400);
    expect((await t.app.inject('/upload/medium/abc.jpg')).statusCode).toBe(400);
  });
});

describe('renditions across instances', () => {
  test('a rendition made by one instance is found by another in the shared storage, without the original', async () => {
    const s3 = await startS3Server();
    const storage = s3.storage('renditions-shared');
    const a = await buildTestApp({ config: { storage } });
    const b = await buildTestApp({ database: a.db, config: { storage } });
    try {
      expect(a.config.imageCacheDir).not.toBe(b.config.imageCacheDir);
      const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#cc3366' } }).png().toBuffer();
      const image = await storeImage(a.orm.em.fork(), a.app.storage, png);
      const made = await a.app.inject(`/upload/large/${image.id}.jpg`);
      expect(made.statusCode).toBe(200);
      // Without the original, only the rendition the first instance shared can answer.
      await a.app.storage.delete(image.storageKey);
      const found = await b.app.inject(`/upload/large/${image.id}.jpg`);
      expect(found.statusCode, found.body).toBe(200);
      expect(found.rawPayload.equals(made.rawPayload)).toBe(true);
      expect(existsSync(join(b.config.imageCacheDir, 'upload/large', `${image.id}.jpg`))).toBe(true);
      // A rendition nobody made yet still needs the original.
      expect((await b.app.inject(`/upload/medium/${image.id}.jpg`)).statusCode).toBe(404);
    } finally {
      await b.close();
      await a.close();
      await s3.close();
    }
  }, 60_000);
});
