import { describe, expect, it } from 'vitest';
import { MAX_AVATAR_BYTES, avatarFormat } from './avatar.ts';

describe('avatarFormat', () => {
  it('reads PNG and JPEG from their signatures', () => {
    expect(avatarFormat(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('png');
    expect(avatarFormat(new Uint8Array([0xff, 0xd8, 0xff, 0xe1]))).toBe('jpeg');
  });

  it('refuses text named like a picture, other formats and short input', () => {
    expect(avatarFormat(new TextEncoder().encode('not really a png file'))).toBeNull();
    expect(avatarFormat(new TextEncoder().encode('GIF89a...'))).toBeNull();
    expect(avatarFormat(new Uint8Array([0x89, 0x50, 0x4e]))).toBeNull();
    expect(avatarFormat(new Uint8Array())).toBeNull();
  });
});

describe('MAX_AVATAR_BYTES', () => {
  it('is the 1,000,000 bytes of spec §5', () => {
    expect(MAX_AVATAR_BYTES).toBe(1_000_000);
  });
});
