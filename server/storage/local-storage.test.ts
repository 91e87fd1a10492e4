import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { LocalStorage } from './local-storage.ts';

const root = mkdtempSync(join(tmpdir(), 'storage-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('LocalStorage', () => {
  const storage = new LocalStorage(root);

  test('stores, reads back and deletes bytes under nested keys', async () => {
    await storage.put('images/ab/cd.svg', Buffer.from('<svg/>'));
    expect((await storage.get('images/ab/cd.svg'))?.toString()).toBe('<svg/>');
    await storage.delete('images/ab/cd.svg');
    expect(await storage.get('images/ab/cd.svg')).toBeNull();
  });

  test('refuses keys that leave the storage root', async () => {
    await expect(storage.put('../outside.txt', Buffer.from('x'))).rejects.toThrow(/escapes/);
    await expect(storage.get('a/../../etc/passwd')).rejects.toThrow(/escapes/);
  });
});
