import { describe, expect, test } from 'vitest';
import { DESIGN_FILE_MAX_BYTES } from '#shared/pcb/design-file.ts';
import { AppError } from '../../errors.ts';
import { archiveKindOf, checkDesignFile, DESIGN_ZIP_LIMITS, zipProblem } from './design-archive.ts';
import { gerberZip, rarBytes, zipOf } from './test-archives.ts';

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
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

  test('accepts a Gerber zip and a rar under any case of extension', () => {
    expect(checkDesignFile('Board.ZIP', gerberZip())).toBe('zip');
    expect(checkDesignFile('board.rar', rarBytes())).toBe('rar');
  });

  test('refuses a wrong name, wrong bytes, or a name that disagrees with the bytes', () => {
    expect(codeOf(() => checkDesignFile('board.txt', gerberZip()))).toBe('only_rar_zip_file');
    expect(codeOf(() => checkDesignFile('board.zip', Buffer.from('plain text pretending')))).toBe('only_rar_zip_file');
    expect(codeOf(() => checkDesignFile('board.zip', rarBytes()))).toBe('only_rar_zip_file');
    // The right signature in front of no central directory is not a zip either.
    expect(codeOf(() => checkDesignFile('board.zip', Buffer.from('PK\x03\x04 broken', 'latin1')))).toBe('only_rar_zip_file');
  });

  test('refuses a file above the size limit', () => {
    const big = Buffer.concat([rarBytes(), Buffer.alloc(DESIGN_FILE_MAX_BYTES)]);
    expect(codeOf(() => checkDesignFile('big.rar', big))).toBe('design_file_too_large');
  });

  test('refuses a zip bomb by its compression ratio before unpacking', () => {
    const bomb = zipOf([{ name: 'zeros.gbr', data: Buffer.alloc(20 * 1024 * 1024), deflate: true }]);
    expect(bomb.length).toBeLessThan(100_000);
    expect(zipProblem(bomb)).toEqual({ kind: 'limit', message: 'an entry is compressed more than 100 times' });
    expect(codeOf(() => checkDesignFile('bomb.zip', bomb))).toBe('design_file_unsafe');
  });

  test('refuses a zip that declares too much unpacked data or too many entries', () => {
    const liar = zipOf([{ name: 'a', data: Buffer.from('x'), declaredSize: DESIGN_ZIP_LIMITS.maxUnpackedBytes + 1 }]);
    expect(zipProblem(liar)).toMatchObject({ kind: 'limit', message: expect.stringContaining('unpacks to more than') });
    const many = zipOf(Array.from({ length: 12 }, (_, i) => ({ name: `f${i}`, data: Buffer.from('x') })));
    expect(zipProblem(many, { ...DESIGN_ZIP_LIMITS, maxEntries: 10 })).toEqual({ kind: 'limit', message: 'more than 10 entries' });
    expect(zipProblem(many)).toBeNull();
  });
});
