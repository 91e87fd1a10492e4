/**
 * What kind of file bytes are, read from their first bytes (magic numbers), never from the file
 * name or the type the browser declares (ARCHITECTURE "Uploads: ... magic bytes"). The one table
 * of signatures for every upload: avatars, feedback pictures, design archives.
 */

export type FileKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'zip' | 'rar';

interface Signature {
  kind: FileKind;
  /** Byte runs that must all be present, each at its offset. */
  runs: readonly { at: number; bytes: readonly number[] }[];
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const SIGNATURES: readonly Signature[] = [
  { kind: 'png', runs: [{ at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }] },
  { kind: 'jpeg', runs: [{ at: 0, bytes: [0xff, 0xd8, 0xff] }] },
  { kind: 'gif', runs: [{ at: 0, bytes: ascii('GIF87a') }] },
  { kind: 'gif', runs: [{ at: 0, bytes: ascii('GIF89a') }] },
  { kind: 'webp', runs: [{ at: 0, bytes: ascii('RIFF') }, { at: 8, bytes: ascii('WEBP') }] },
  // A zip's first local file header (an empty or spanned zip starts otherwise and is no design file).
  { kind: 'zip', runs: [{ at: 0, bytes: [0x50, 0x4b, 0x03, 0x04] }] },
  // RAR 4 (`Rar!\x1a\x07\x00`) and RAR 5 (`Rar!\x1a\x07\x01\x00`) share these six bytes.
  { kind: 'rar', runs: [{ at: 0, bytes: ascii('Rar!\x1a\x07') }] },
];

/** How many leading bytes `fileKindOf` needs to decide any kind. */
export const FILE_KIND_HEAD_BYTES = 12;

function matches(bytes: Uint8Array, signature: Signature): boolean {
  return signature.runs.every(({ at, bytes: run }) => bytes.length >= at + run.length && run.every((byte, index) => bytes[at + index] === byte));
}

/**
 * The kind the bytes start as, or null when they match no known signature.
 *
 * @example fileKindOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])) === 'jpeg'
 * @example fileKindOf(new TextEncoder().encode('photo.png')) === null
 */
export function fileKindOf(bytes: Uint8Array): FileKind | null {
  return SIGNATURES.find((signature) => matches(bytes, signature))?.kind ?? null;
}
