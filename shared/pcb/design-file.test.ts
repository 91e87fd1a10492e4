import { describe, expect, test } from 'vitest';
import { DESIGN_FILE_MAX_BYTES, designFileKind, designFileProblem } from './design-file.ts';

describe('design file name rules (spec §5 only_rar_zip_file)', () => {
  test('accepts .zip and .rar in any case', () => {
    expect(designFileKind('board.zip')).toBe('zip');
    expect(designFileKind('Board.ZIP')).toBe('zip');
    expect(designFileKind('gerber.RaR')).toBe('rar');
  });

  test('refuses every other name, including look-alikes', () => {
    for (const name of ['board.txt', 'board.zip.txt', 'board.7z', 'zip', 'board.tar.gz', '']) {
      expect(designFileKind(name)).toBeNull();
    }
  });

  test('names the first problem: type, then size', () => {
    expect(designFileProblem({ name: 'a.txt', size: DESIGN_FILE_MAX_BYTES + 1 })).toBe('only_rar_zip_file');
    expect(designFileProblem({ name: 'a.zip', size: DESIGN_FILE_MAX_BYTES + 1 })).toBe('design_file_too_large');
    expect(designFileProblem({ name: 'a.zip', size: DESIGN_FILE_MAX_BYTES })).toBeNull();
  });
});
