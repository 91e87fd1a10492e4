/**
 * Avatar upload rules (spec §5 "avatar max 1,000,000 bytes (max_avatar_size), PNG or JPEG", §9).
 * The format is read from the first bytes, never from the file name or its declared type.
 */

/** Largest avatar file accepted, in bytes (spec §9 "avatar max 1 MB"; §5 gives 1,000,000). */
export const MAX_AVATAR_BYTES = 1_000_000;

export type AvatarFormat = 'png' | 'jpeg';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

/**
 * The picture format the bytes start with, or null when they are neither PNG nor JPEG.
 *
 * @example avatarFormat(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])) === 'jpeg'
 * @example avatarFormat(new TextEncoder().encode('hello.png')) === null
 */
export function avatarFormat(bytes: Uint8Array): AvatarFormat | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'jpeg';
  return null;
}

/** How many leading bytes `avatarFormat` needs to decide. */
export const AVATAR_SIGNATURE_BYTES = PNG_SIGNATURE.length;
