import { createInflateRaw } from 'node:zlib';
import { fileKindOf } from '#shared/http/file-kind.ts';
import { DESIGN_FILE_MAX_BYTES, designFileKind, type DesignArchiveKind } from '#shared/pcb/design-file.ts';
import { AppError } from '../../errors.ts';

/**
 * Checks of an uploaded design file before it is stored (spec §5 .zip/.rar only: magic bytes, limits on unpacked size, entry count and compression ratio).
 *
 * Zip: the central directory's declared sizes are checked first (cheap), then every entry is
 * really inflated with a byte budget and its output counted, never kept (a zip
 * declaring 1 KB that inflates to 200 MB was stored). Inflation stops the moment an entry gives
 * more than it declares or the archive more than the budget, so a bomb costs about one chunk of
 * work; it runs on zlib's thread pool, so it does not hold up other requests.
 *
 * Rar: accepted by its signature and the size cap only. Its compression is proprietary (no rar
 * reader is installed, and adding one means a new native or WASM dependency), and the sizes its
 * headers declare are exactly as untrustworthy as a zip's, so reading them would only pretend to
 * check. The server never unpacks a design file; it is stored under a generated name and only its
 * owner and staff can download it, so whoever unpacks a rar must use a tool with its own limits.
 */

/** Limits of a zip's contents, declared and actual. */
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

const LOCAL_SIGNATURE = 0x04034b50;
const LOCAL_HEADER_SIZE = 30;
const CENTRAL_HEADER_SIZE = 46;
const METHOD_STORED = 0;
const METHOD_DEFLATED = 8;
const FLAG_ENCRYPTED = 0x0001;
const INFLATE_CHUNK_BYTES = 64 * 1024;
const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_SIZE = 22;
const ZIP64_MARKER = 0xffffffff;

/** The archive kind the bytes start with, or null. */
export function archiveKindOf(bytes: Uint8Array): DesignArchiveKind | null {
  const kind = fileKindOf(bytes);
  return kind === 'zip' || kind === 'rar' ? kind : null;
}

/** Why a zip is refused; null when it is within the limits. */
export type ZipProblem = { kind: 'unreadable' } | { kind: 'limit'; message: string };

/** One entry as the central directory describes it. */
interface ZipEntry {
  method: number;
  flags: number;
  packedSize: number;
  unpackedSize: number;
  localHeaderOffset: number;
}

/**
 * Reads the central directory: every record in the byte range the end record names, counted as
 * it is read (more than `maxEntries` stops the walk), and the count must be the one declared.
 */
function readDirectory(bytes: Buffer, limits: ZipLimits): ZipEntry[] | ZipProblem {
  let eocd = -1;
  for (let at = bytes.length - EOCD_SIZE; at >= Math.max(0, bytes.length - EOCD_SIZE - 0xffff); at--) {
    if (bytes.readUInt32LE(at) === EOCD_SIGNATURE) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return { kind: 'unreadable' };
  const declaredEntries = bytes.readUInt16LE(eocd + 10);
  const directorySize = bytes.readUInt32LE(eocd + 12);
  const directoryOffset = bytes.readUInt32LE(eocd + 16);
  if (declaredEntries === 0xffff || directoryOffset === ZIP64_MARKER || directorySize === ZIP64_MARKER) {
    return { kind: 'limit', message: 'zip64 archives are not accepted' };
  }
  if (declaredEntries > limits.maxEntries) return { kind: 'limit', message: `more than ${limits.maxEntries} entries` };
  const directoryEnd = directoryOffset + directorySize;
  if (directoryEnd > eocd) return { kind: 'unreadable' };
  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  while (at < directoryEnd) {
    if (at + CENTRAL_HEADER_SIZE > directoryEnd || bytes.readUInt32LE(at) !== CENTRAL_SIGNATURE) return { kind: 'unreadable' };
    if (entries.length === limits.maxEntries) return { kind: 'limit', message: `more than ${limits.maxEntries} entries` };
    entries.push({
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      packedSize: bytes.readUInt32LE(at + 20),
      unpackedSize: bytes.readUInt32LE(at + 24),
      localHeaderOffset: bytes.readUInt32LE(at + 42),
    });
    at += CENTRAL_HEADER_SIZE + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  if (entries.length !== declaredEntries) return { kind: 'unreadable' };
  return entries;
}

function declaredProblem(entries: readonly ZipEntry[], limits: ZipLimits): ZipProblem | null {
  let unpacked = 0;
  for (const entry of entries) {
    if (entry.packedSize === ZIP64_MARKER || entry.unpackedSize === ZIP64_MARKER || entry.localHeaderOffset === ZIP64_MARKER) {
      return { kind: 'limit', message: 'zip64 entries are not accepted' };
    }
    unpacked += entry.unpackedSize;
    if (unpacked > limits.maxUnpackedBytes) {
      return { kind: 'limit', message: `unpacks to more than ${limits.maxUnpackedBytes} bytes` };
    }
    if (entry.unpackedSize > limits.ratioFloorBytes && entry.unpackedSize / Math.max(1, entry.packedSize) > limits.maxRatio) {
      return { kind: 'limit', message: `an entry is compressed more than ${limits.maxRatio} times` };
    }
  }
  return null;
}

/**
 * The zip's declared contents against `limits`, from the central directory alone: the cheap first
 * pass. It believes the sizes the zip states; `inspectZip` checks them by inflating.
 */
export function zipProblem(bytes: Buffer, limits: ZipLimits = DESIGN_ZIP_LIMITS): ZipProblem | null {
  const entries = readDirectory(bytes, limits);
  return Array.isArray(entries) ? declaredProblem(entries, limits) : entries;
}

/** The packed bytes of an entry, located through its local header; null when they are not in the file. */
function packedDataOf(bytes: Buffer, entry: ZipEntry): Buffer | null {
  const at = entry.localHeaderOffset;
  if (at + LOCAL_HEADER_SIZE > bytes.length || bytes.readUInt32LE(at) !== LOCAL_SIGNATURE) return null;
  const start = at + LOCAL_HEADER_SIZE + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const end = start + entry.packedSize;
  return end <= bytes.length ? bytes.subarray(start, end) : null;
}

/**
 * Inflates raw deflate data, counting the output without keeping it, and stops as soon as it
 * passes `stopAbove` bytes. Answers the byte count, `over`, or `corrupt`.
 */
function inflatedSize(packed: Buffer, stopAbove: number): Promise<{ bytes: number; outcome: 'done' | 'over' | 'corrupt' }> {
  return new Promise((resolve) => {
    const inflater = createInflateRaw({ chunkSize: INFLATE_CHUNK_BYTES });
    let bytes = 0;
    let settled = false;
    const settle = (outcome: 'done' | 'over' | 'corrupt') => {
      if (settled) return;
      settled = true;
      resolve({ bytes, outcome });
    };
    inflater.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > stopAbove) {
        settle('over');
        inflater.destroy();
      }
    });
    inflater.on('end', () => settle('done'));
    inflater.on('error', () => settle('corrupt'));
    inflater.on('close', () => settle('corrupt'));
    inflater.end(packed);
  });
}

/** What `inspectZip` found: the problem, if any, and how many bytes it inflated to find out. */
export interface ZipInspection {
  problem: ZipProblem | null;
  inflatedBytes: number;
}

/**
 * Checks a zip by its declared contents, then by really inflating every entry:
 * an entry must give exactly the bytes it declares, and the whole archive at most
 * `maxUnpackedBytes`. Only stored and deflated entries are accepted (what every Gerber exporter
 * writes), none encrypted. Overlapping entries each count in full.
 */
export async function inspectZip(bytes: Buffer, limits: ZipLimits = DESIGN_ZIP_LIMITS): Promise<ZipInspection> {
  const entries = readDirectory(bytes, limits);
  if (!Array.isArray(entries)) return { problem: entries, inflatedBytes: 0 };
  const declared = declaredProblem(entries, limits);
  if (declared) return { problem: declared, inflatedBytes: 0 };
  let inflatedBytes = 0;
  for (const entry of entries) {
    if (entry.flags & FLAG_ENCRYPTED) return { problem: { kind: 'limit', message: 'encrypted entries are not accepted' }, inflatedBytes };
    if (entry.method !== METHOD_STORED && entry.method !== METHOD_DEFLATED) {
      return { problem: { kind: 'limit', message: `compression method ${entry.method} is not accepted` }, inflatedBytes };
    }
    const packed = packedDataOf(bytes, entry);
    if (!packed) return { problem: { kind: 'unreadable' }, inflatedBytes };
    const budgetLeft = limits.maxUnpackedBytes - inflatedBytes;
    let size: number;
    if (entry.method === METHOD_STORED) {
      size = packed.length;
    } else {
      const result = await inflatedSize(packed, Math.min(entry.unpackedSize, budgetLeft));
      inflatedBytes += result.bytes;
      if (result.outcome === 'corrupt') return { problem: { kind: 'unreadable' }, inflatedBytes };
      if (result.outcome === 'over') {
        const message =
          entry.unpackedSize <= budgetLeft ? 'an entry unpacks to more than it declares' : `unpacks to more than ${limits.maxUnpackedBytes} bytes`;
        return { problem: { kind: 'limit', message }, inflatedBytes };
      }
      size = result.bytes;
    }
    if (size !== entry.unpackedSize) return { problem: { kind: 'limit', message: 'an entry does not unpack to the size it declares' }, inflatedBytes };
    if (entry.method === METHOD_STORED) inflatedBytes += size;
  }
  return { problem: null, inflatedBytes };
}

function onlyRarZip(): AppError {
  return new AppError(415, 'only_rar_zip_file', 'The design file must be a .zip or .rar archive', { file_design: 'only_rar_zip_file' });
}

/**
 * The archive kind of an upload after every check: the name ends in .zip or .rar (any case),
 * the bytes are that kind of archive, the size is within the limit, and a zip's contents, as
 * declared and as really inflated, are within `DESIGN_ZIP_LIMITS`. Rejects with the AppError to
 * answer otherwise.
 */
export async function checkDesignFile(fileName: string, bytes: Buffer): Promise<DesignArchiveKind> {
  const named = designFileKind(fileName);
  if (!named || archiveKindOf(bytes) !== named) throw onlyRarZip();
  if (bytes.length > DESIGN_FILE_MAX_BYTES) throw designFileTooLarge();
  if (named === 'zip') {
    const { problem } = await inspectZip(bytes);
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
