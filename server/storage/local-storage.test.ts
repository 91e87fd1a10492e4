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

  test('opens a stored file as a stream with its size, lists keys (not temp files), null when missing', async () => {
    await storage.put('pcb/2026/board.zip', Buffer.from('PK zip'));
    await storage.put('avatars/1.jpg', Buffer.from('jpeg'));
    const opened = await storage.open('pcb/2026/board.zip');
    expect(opened?.size).toBe(6);
    let text = '';
    for await (const chunk of opened!.stream) text += String(chunk);
    expect(text).toBe('PK zip');
    expect(await storage.open('pcb/none.zip')).toBeNull();
    const keys: string[] = [];
    for await (const key of storage.list()) keys.push(key);
    expect(keys.sort()).toEqual(['avatars/1.jpg', 'pcb/2026/board.zip']);
    const pcb: string[] = [];
    for await (const key of storage.list('pcb/')) pcb.push(key);
    expect(pcb).toEqual(['pcb/2026/board.zip']);
  });

  test('refuses keys that leave the storage root', async () => {
    await expect(storage.put('../outside.txt', Buffer.from('x'))).rejects.toThrow(/escapes/);
    await expect(storage.get('a/../../etc/passwd')).rejects.toThrow(/escapes/);
  });
});
