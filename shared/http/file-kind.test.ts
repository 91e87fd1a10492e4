import { describe, expect, test } from 'vitest';
import { FILE_KIND_HEAD_BYTES, fileKindOf } from './file-kind.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new Uint8Array(Buffer.from(value, 'latin1'));

describe('fileKindOf', () => {
  test('reads the kind from the first bytes', () => {
    expect(fileKindOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('png');
    expect(fileKindOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(fileKindOf(text('GIF89a\x01\x00'))).toBe('gif');
    expect(fileKindOf(text('GIF87a\x01\x00'))).toBe('gif');
    expect(fileKindOf(text('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe('webp');
    expect(fileKindOf(bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0))).toBe('zip');
    expect(fileKindOf(text('Rar!\x1a\x07\x01\x00'))).toBe('rar');
  });

  test('never trusts a name written into the bytes, a near miss or a cut-off signature', () => {
    expect(fileKindOf(text('photo.png'))).toBeNull();
    expect(fileKindOf(text('RIFF\x10\x00\x00\x00WAVEfmt '))).toBeNull();
    expect(fileKindOf(bytes(0x89, 0x50, 0x4e))).toBeNull();
    expect(fileKindOf(bytes(0x50, 0x4b, 0x05, 0x06))).toBeNull();
    expect(fileKindOf(text('GIF90a'))).toBeNull();
    expect(fileKindOf(new Uint8Array())).toBeNull();
  });

  test('decides from FILE_KIND_HEAD_BYTES bytes, so a browser can check only the head of a file', () => {
    const webp = text('RIFF\x10\x00\x00\x00WEBPVP8 and the rest of the picture');
    expect(fileKindOf(webp.subarray(0, FILE_KIND_HEAD_BYTES))).toBe('webp');
  });
});
