import { FILE_KIND_HEAD_BYTES, fileKindOf } from '../http/file-kind.ts';

/**
 * Avatar upload rules (spec §5 "avatar max 1,000,000 bytes (max_avatar_size), PNG or JPEG", §9).
 * The format is read from the first bytes, never from the file name or its declared type.
 */

/** Largest avatar file accepted, in bytes (spec §9 "avatar max 1 MB"; §5 gives 1,000,000). */
export const MAX_AVATAR_BYTES = 1_000_000;

export type AvatarFormat = 'png' | 'jpeg';

/**
 * The picture format the bytes start with, or null when they are neither PNG nor JPEG.
 *
 * @example avatarFormat(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])) === 'jpeg'
 * @example avatarFormat(new TextEncoder().encode('hello.png')) === null
 */
export function avatarFormat(bytes: Uint8Array): AvatarFormat | null {
  const kind = fileKindOf(bytes);
  return kind === 'png' || kind === 'jpeg' ? kind : null;
}

/** How many leading bytes `avatarFormat` needs to decide. */
export const AVATAR_SIGNATURE_BYTES = FILE_KIND_HEAD_BYTES;
