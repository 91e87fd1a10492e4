import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { registerAndSignIn } from '../test/auth.ts';
import { pcbQuoteRequest } from '../test/pcb-quote-request.ts';
import { startS3Server, type TestS3Server } from '../test/s3-server.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { gerberZip } from '../modules/pcb/test-archives.ts';
import { S3Storage } from './s3-storage.ts';

let s3: TestS3Server;

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
}

describe('S3Storage against a real S3-protocol server', () => {
  test('stores, streams, lists and deletes objects under nested keys; a missing key is null', async () => {
    const storage = new S3Storage(s3.storage('driver-test'));
    await storage.ensureBucket();
    await storage.put('pcb/2026/a.zip', Buffer.from('zip bytes'));
    await storage.put('avatars/b.jpg', new Uint8Array([1, 2, 3]));

    expect((await storage.get('pcb/2026/a.zip'))?.toString()).toBe('zip bytes');
    const opened = await storage.open('pcb/2026/a.zip');
    expect(opened?.size).toBe(9);
    expect(await text(opened!.stream)).toBe('zip bytes');
    const keys: string[] = [];
    for await (const key of storage.list()) keys.push(key);
    expect(keys.sort()).toEqual(['avatars/b.jpg', 'pcb/2026/a.zip']);

    await storage.delete('pcb/2026/a.zip');
    expect(await storage.get('pcb/2026/a.zip')).toBeNull();
    expect(await storage.open('pcb/2026/a.zip')).toBeNull();
  });

  test('requests are signed: a wrong secret key or an unknown access key is refused by the server', async () => {
    const good = new S3Storage(s3.storage('signed'));
    await good.ensureBucket();
    const forged = new S3Storage(s3.storage('signed', { accessKey: 'S3RVER', secretKey: 'not-the-secret' }));
    await expect(forged.put('x.txt', Buffer.from('x'))).rejects.toMatchObject({ code: 'SignatureDoesNotMatch' });
    const stranger = new S3Storage(s3.storage('signed', { accessKey: 'NOT-A-KEY', secretKey: 'S3RVER' }));
    await expect(stranger.put('x.txt', Buffer.from('x'))).rejects.toMatchObject({ code: 'InvalidAccessKeyId' });
    expect(await good.get('x.txt')).toBeNull();
  });
});

describe('the shop with STORAGE_DRIVER=s3', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { storage: s3.storage('shop-files') } });
  });
  afterAll(() => t.close());

  test('a PCB design file is stored in the bucket (not on local disk) and only its owner downloads it', async () => {
    const owner = await registerAndSignIn(t.app);
    const stranger = await registerAndSignIn(t.app);
    const request = pcbQuoteRequest({ name: 'board.zip', bytes: gerberZip() });
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/pcb-quotes/pcb-instant',
      headers: { ...owner.headers, 'content-type': request.contentType },
      payload: request.payload,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: number }>().id;

    const [row] = await t.orm.em.fork().execute<{ key: string }[]>('select design_file_key as key from pcb_orders where id = ?', [id]);
    const key = row!.key;
    expect(key).toBeTruthy();
    expect(existsSync(join(t.config.storageDir, key))).toBe(false);
    expect(await new S3Storage(s3.storage('shop-files')).get(key)).toEqual(gerberZip());

    const own = await t.app.inject({ method: 'GET', url: `/v1/pcb-orders/${id}/design-file`, headers: { cookie: owner.cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-length']).toBe(String(gerberZip().length));
    expect(own.rawPayload).toEqual(gerberZip());
    const others = await t.app.inject({ method: 'GET', url: `/v1/pcb-orders/${id}/design-file`, headers: { cookie: stranger.cookie } });
    expect(others.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/v1/pcb-orders/${id}/design-file` });
    expect(anonymous.statusCode).toBe(403);
  });
});
