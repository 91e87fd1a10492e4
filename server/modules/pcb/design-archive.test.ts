import { deflateRawSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { DESIGN_FILE_MAX_BYTES } from '#shared/pcb/design-file.ts';
import { AppError } from '../../errors.ts';
import { archiveKindOf, checkDesignFile, DESIGN_ZIP_LIMITS, inspectZip, zipProblem } from './design-archive.ts';
import { gerberZip, rarBytes, zipOf } from './test-archives.ts';

async function codeOf(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return undefined;
}

describe('design file checks', () => {
  test('reads the archive kind from the bytes', () => {
    expect(archiveKindOf(gerberZip())).toBe('zip');
    expect(archiveKindOf(rarBytes())).toBe('rar');
    expect(archiveKindOf(Buffer.from('G04 not an archive'))).toBeNull();
    expect(archiveKindOf(Buffer.alloc(0))).toBeNull();
  });

  test('accepts a Gerber zip and a rar under any case of extension', async () => {
    expect(await checkDesignFile('Board.ZIP', gerberZip())).toBe('zip');
    expect(await checkDesignFile('board.rar', rarBytes())).toBe('rar');
    expect(await inspectZip(gerberZip())).toMatchObject({ problem: null });
  });

  test('refuses a wrong name, wrong bytes, or a name that disagrees with the bytes', async () => {
    expect(await codeOf(() => checkDesignFile('board.txt', gerberZip()))).toBe('only_rar_zip_file');
    expect(await codeOf(() => checkDesignFile('board.zip', Buffer.from('plain text pretending')))).toBe('only_rar_zip_file');
    expect(await codeOf(() => checkDesignFile('board.zip', rarBytes()))).toBe('only_rar_zip_file');
    // The right signature in front of no central directory is not a zip either.
    expect(await codeOf(() => checkDesignFile('board.zip', Buffer.from('PK\x03\x04 broken', 'latin1')))).toBe('only_rar_zip_file');
  });

  test('refuses a file above the size limit', async () => {
    const big = Buffer.concat([rarBytes(), Buffer.alloc(DESIGN_FILE_MAX_BYTES)]);
    expect(await codeOf(() => checkDesignFile('big.rar', big))).toBe('design_file_too_large');
  });

  test('refuses a zip bomb by its compression ratio before unpacking', async () => {
    const bomb = zipOf([{ name: 'zeros.gbr', data: Buffer.alloc(20 * 1024 * 1024), deflate: true }]);
    expect(bomb.length).toBeLessThan(100_000);
    expect(zipProblem(bomb)).toEqual({ kind: 'limit', message: 'an entry is compressed more than 100 times' });
    expect(await inspectZip(bomb)).toEqual({ problem: { kind: 'limit', message: 'an entry is compressed more than 100 times' }, inflatedBytes: 0 });
    expect(await codeOf(() => checkDesignFile('bomb.zip', bomb))).toBe('design_file_unsafe');
  });

  test('refuses a zip that declares too much unpacked data or too many entries', () => {
    const liar = zipOf([{ name: 'a', data: Buffer.from('x'), declaredSize: DESIGN_ZIP_LIMITS.maxUnpackedBytes + 1 }]);
    expect(zipProblem(liar)).toMatchObject({ kind: 'limit', message: expect.stringContaining('unpacks to more than') });
    const many = zipOf(Array.from({ length: 12 }, (_, i) => ({ name: `f${i}`, data: Buffer.from('x') })));
    expect(zipProblem(many, { ...DESIGN_ZIP_LIMITS, maxEntries: 10 })).toEqual({ kind: 'limit', message: 'more than 10 entries' });
    expect(zipProblem(many)).toBeNull();
  });
});

describe('zip contents are checked by inflating them', () => {
  test('a zip declaring 1 KB that inflates to 200 MB is refused after inflating about one chunk', async () => {
    const bomb = zipOf([{ name: 'board-F_Cu.gbr', data: Buffer.alloc(200 * 1024 * 1024), deflate: true, declaredSize: 1024 }]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    // The central directory alone looks harmless: 1 KB, nowhere near the ratio floor.
    expect(zipProblem(bomb)).toBeNull();
    const inspection = await inspectZip(bomb);
    expect(inspection.problem).toEqual({ kind: 'limit', message: 'an entry unpacks to more than it declares' });
    expect(inspection.inflatedBytes).toBeLessThan(1024 * 1024);
    expect(await codeOf(() => checkDesignFile('board.zip', bomb))).toBe('design_file_unsafe');
  });

  test('six entries that each understate their size are caught at the first one', async () => {
    const limits = { ...DESIGN_ZIP_LIMITS, maxUnpackedBytes: 3 * 1024 * 1024 };
    // Each entry honestly declares 1 MB (under the ratio floor), and there are six of them.
    const honest = Array.from({ length: 6 }, (_, i) => ({ name: `layer${i}.gbr`, data: Buffer.alloc(1024 * 1024, i), deflate: true }));
    expect(zipProblem(zipOf(honest), limits)).toMatchObject({ kind: 'limit', message: expect.stringContaining('unpacks to more than') });
    // The same six, each declaring 100 bytes: only inflating finds them out, at the first entry.
    const lying = zipOf(honest.map((entry) => ({ ...entry, declaredSize: 100 })));
    const inspection = await inspectZip(lying, limits);
    expect(inspection.problem).toEqual({ kind: 'limit', message: 'an entry unpacks to more than it declares' });
    expect(inspection.inflatedBytes).toBeLessThan(1024 * 1024);
  });

  test('an entry that gives less than it declares, or a stored entry of another size, is refused', async () => {
    const short = zipOf([{ name: 'a.gbr', data: Buffer.from('G04 short*\n'.repeat(100)), deflate: true, declaredSize: 5_000 }]);
    expect((await inspectZip(short)).problem).toEqual({ kind: 'limit', message: 'an entry does not unpack to the size it declares' });
    const stored = zipOf([{ name: 'a.drl', data: Buffer.from('M48\nM30\n'), declaredSize: 900 }]);
    expect((await inspectZip(stored)).problem).toEqual({ kind: 'limit', message: 'an entry does not unpack to the size it declares' });
  });

  test('damaged deflate data is not a zip we can read', async () => {
    const good = deflateRawSync(Buffer.from('G04 outline*\n'.repeat(1000)));
    const damaged = zipOf([{ name: 'a.gbr', data: Buffer.from('G04 outline*\n'.repeat(1000)), deflate: true, packedOverride: good.subarray(0, good.length >> 1) }]);
    expect((await inspectZip(damaged)).problem).toEqual({ kind: 'unreadable' });
    expect(await codeOf(() => checkDesignFile('board.zip', damaged))).toBe('only_rar_zip_file');
  });

  test('other compression methods and encrypted entries are refused', async () => {
    const bzip = zipOf([{ name: 'a.gbr', data: Buffer.from('x'), method: 12 }]);
    expect((await inspectZip(bzip)).problem).toEqual({ kind: 'limit', message: 'compression method 12 is not accepted' });
    const encrypted = zipOf([{ name: 'a.gbr', data: Buffer.from('x'), flags: 1 }]);
    expect((await inspectZip(encrypted)).problem).toEqual({ kind: 'limit', message: 'encrypted entries are not accepted' });
  });

  test('the entry count is what the directory holds, not what the end record claims', async () => {
    const many = zipOf(
      Array.from({ length: 12 }, (_, i) => ({ name: `f${i}`, data: Buffer.from('x') })),
      { declaredEntries: 3 },
    );
    expect((await inspectZip(many, { ...DESIGN_ZIP_LIMITS, maxEntries: 10 })).problem).toEqual({ kind: 'limit', message: 'more than 10 entries' });
    expect((await inspectZip(many)).problem).toEqual({ kind: 'unreadable' });
  });

  test('overlapping entries each count in full', async () => {
    const limits = { ...DESIGN_ZIP_LIMITS, maxUnpackedBytes: 2 * 1024 * 1024 };
    const data = Buffer.alloc(900 * 1024, 'G04 same bytes*\n');
    // Three directory records pointing at one local entry (the "overlapping files" bomb).
    const overlapping = zipOf([{ name: 'a.gbr', data, deflate: true }], { repeatDirectoryRecord: 3 });
    expect(zipProblem(overlapping, limits)).toMatchObject({ kind: 'limit', message: expect.stringContaining('unpacks to more than') });
    expect((await inspectZip(zipOf([{ name: 'a.gbr', data, deflate: true }], { repeatDirectoryRecord: 2 }), limits)).problem).toBeNull();
  });
});
