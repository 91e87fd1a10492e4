import { DESIGN_FILE_MAX_BYTES, designFileKind, type DesignArchiveKind } from '#shared/pcb/design-file.ts';
import { AppError } from '../../errors.ts';

/**
 * Checks of an uploaded design file before it is stored (spec §5 .zip/.rar only; issue 6
 * "Files": magic bytes; for zip files, limits on unpacked size, entry count and compression
 * ratio before anything is unpacked). The server never unpacks a design file: the limits are
 * read from the zip's central directory so that whoever unpacks it later (staff tools) is not
 * handed a bomb. A rar file is checked by its signature only (no rar reader is installed).
 */

/** Limits of a zip's declared contents. */
export interface ZipLimits {
  maxEntries: number;
  maxUnpackedBytes: number;
  /** Largest unpacked / packed ratio of one entry of more than `ratioFloorBytes`. */
  maxRatio: number;
  ratioFloorBytes: number;
}

/** A Gerber set is a few dozen files of a few MB that compress 3-10×; these leave room. */
export const DESIGN_ZIP_LIMITS: ZipLimits = {
  maxEntries: 2_000,
  maxUnpackedBytes: 500 * 1024 * 1024,
  maxRatio: 100,
  ratioFloorBytes: 1024 * 1024,
};

const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const RAR_SIGNATURE = Buffer.from('Rar!\x1a\x07', 'latin1');
const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_SIZE = 22;
const ZIP64_MARKER = 0xffffffff;

/** The archive kind the bytes start with, or null. */
export function archiveKindOf(bytes: Uint8Array): DesignArchiveKind | null {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 8));
  if (head.subarray(0, 4).equals(ZIP_LOCAL_HEADER)) return 'zip';
  if (head.subarray(0, 6).equals(RAR_SIGNATURE)) return 'rar';
  return null;
}

/** Why a zip's central directory is refused; null when it is within the limits. */
export type ZipProblem = { kind: 'unreadable' } | { kind: 'limit'; message: string };

/** Reads a zip's central directory and checks its declared entries against `limits`. */
export function zipProblem(bytes: Buffer, limits: ZipLimits = DESIGN_ZIP_LIMITS): ZipProblem | null {
  let eocd = -1;
  for (let at = bytes.length - EOCD_SIZE; at >= Math.max(0, bytes.length - EOCD_SIZE - 0xffff); at--) {
    if (bytes.readUInt32LE(at) === EOCD_SIGNATURE) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return { kind: 'unreadable' };
  const entries = bytes.readUInt16LE(eocd + 10);
  const directoryOffset = bytes.readUInt32LE(eocd + 16);
  if (entries === 0xffff || directoryOffset === ZIP64_MARKER) {
    return { kind: 'limit', message: 'zip64 archives are not accepted' };
  }
  if (entries > limits.maxEntries) return { kind: 'limit', message: `more than ${limits.maxEntries} entries` };
  let at = directoryOffset;
  let unpacked = 0;
  for (let index = 0; index < entries; index++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL_SIGNATURE) return { kind: 'unreadable' };
    const packedSize = bytes.readUInt32LE(at + 20);
    const unpackedSize = bytes.readUInt32LE(at + 24);
    if (packedSize === ZIP64_MARKER || unpackedSize === ZIP64_MARKER) {
      return { kind: 'limit', message: 'zip64 entries are not accepted' };
    }
    unpacked += unpackedSize;
    if (unpacked > limits.maxUnpackedBytes) {
      return { kind: 'limit', message: `unpacks to more than ${limits.maxUnpackedBytes} bytes` };
    }
    if (unpackedSize > limits.ratioFloorBytes && unpackedSize / Math.max(1, packedSize) > limits.maxRatio) {
      return { kind: 'limit', message: `an entry is compressed more than ${limits.maxRatio} times` };
    }
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return null;
}

function onlyRarZip(): AppError {
  return new AppError(415, 'only_rar_zip_file', 'The design file must be a .zip or .rar archive', { file_design: 'only_rar_zip_file' });
}

/**
 * The archive kind of an upload after every check: the name ends in .zip or .rar (any case),
 * the bytes are that kind of archive, the size is within the limit, and a zip's declared
 * contents are within `DESIGN_ZIP_LIMITS`. Throws the AppError to answer otherwise.
 */
export function checkDesignFile(fileName: string, bytes: Buffer): DesignArchiveKind {
  const named = designFileKind(fileName);
  if (!named || archiveKindOf(bytes) !== named) throw onlyRarZip();
  if (bytes.length > DESIGN_FILE_MAX_BYTES) throw designFileTooLarge();
  if (named === 'zip') {
    const problem = zipProblem(bytes);
    if (problem?.kind === 'unreadable') throw onlyRarZip();
    if (problem) {
      throw new AppError(422, 'design_file_unsafe', `The zip file is refused: ${problem.message}`, { file_design: 'design_file_unsafe' });
    }
  }
  return named;
}

export function designFileTooLarge(): AppError {
  return new AppError(413, 'design_file_too_large', `A design file is at most ${DESIGN_FILE_MAX_BYTES / 1024 / 1024} MB`, {
    file_design: 'design_file_too_large',
  });
}
