import { createHash, randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileKindOf, type FileKind } from '#shared/http/file-kind.ts';
import { AppError } from '../errors.ts';

/**
 * The one multipart/form-data reader (ARCHITECTURE "Uploads": size limits, magic bytes,
 * server-generated names). A route plugin that takes uploads calls `acceptMultipart` once, so
 * JSON routes elsewhere keep answering 415 to a form post; a route reads its form with
 * `readMultipartForm` in a `preValidation` hook and sets `request.body` from it, so the body
 * schema checks the fields and the idempotency layer fingerprints the parsed fields rather than
 * the raw stream, whose boundary differs on every retry.
 */

/** What one file field takes. */
export interface FileFieldRule {
  /** The field names the file may come in (e.g. `images` and `images[]`); the first names it in the result. */
  names: readonly string[];
  /** Largest file in bytes. */
  maxBytes: number;
  /** Files kept; further ones are read and dropped. */
  keep: number;
  /**
   * An empty file part: dropped (default), kept when it names a file (`named`: a form whose file
   * input was cleared still sends one), or always kept (`always`: the kind check then refuses it).
   */
  keepEmpty?: 'named' | 'always';
  /** The kinds the bytes must start as; any other is refused with `wrongKind`. Omitted: any bytes. */
  kinds?: readonly FileKind[];
  wrongKind?: () => AppError;
  tooLarge: () => AppError;
}

export interface MultipartFormRules {
  /** The answer when the request is not multipart/form-data. */
  notMultipart: () => AppError;
  /** Counts of fields, parts and file parts read (kept or dropped), and the longest field value in bytes. */
  limits: { fields: number; fieldSize: number; parts: number; files: number };
  files: readonly FileFieldRule[];
  /** The answer to more file parts than `limits.files`; omitted: the parser's own 413. */
  tooManyFiles?: () => AppError;
  /** The answer to a file in a field no rule names; omitted: 400 validation_failed naming the field. */
  unexpectedFile?: (field: string) => AppError;
}

export interface UploadedFile {
  /** The rule's first name. */
  field: string;
  /** The name the browser gave (at most 255 characters); never used to store the file. */
  filename: string;
  bytes: Buffer;
  /** The kind read from the bytes, null when none is known. */
  kind: FileKind | null;
}

export interface MultipartForm {
  /** Each field's values in the order sent, empty ones too (forms send every input, filled or not). */
  fields: Record<string, string[]>;
  files: UploadedFile[];
}

/** Nothing is read by default: every form states its own limits. */
const CLOSED_LIMITS = { fields: 0, fieldSize: 0, parts: 0, files: 0, fileSize: 0 };

/** Lets the calling plugin's routes take multipart/form-data (encapsulated: only them). */
export async function acceptMultipart(app: FastifyInstance): Promise<void> {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart, { limits: CLOSED_LIMITS });
}

function unexpectedFile(field: string): AppError {
  return new AppError(400, 'validation_failed', `Unexpected file field "${field}"`, { [field]: 'unexpected file' });
}

/** Reads the whole form under `rules`; throws the rule's AppError for anything refused. */
export async function readMultipartForm(request: FastifyRequest, rules: MultipartFormRules): Promise<MultipartForm> {
  if (!request.isMultipart()) throw rules.notMultipart();
  const fields: Record<string, string[]> = {};
  const files: UploadedFile[] = [];
  const kept = new Map<FileFieldRule, number>();
  const fileSize = Math.max(0, ...rules.files.map((rule) => rule.maxBytes));
  // The rule of the file being read, for a too-large answer; the form's first rule for a stray field.
  let reading: FileFieldRule | undefined;
  try {
    for await (const part of request.parts({ limits: { ...rules.limits, fileSize } })) {
      if (part.type !== 'file') {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        (fields[part.fieldname] ??= []).push(value);
        continue;
      }
      const rule = rules.files.find((candidate) => candidate.names.includes(part.fieldname));
      reading = rule ?? rules.files[0];
      const bytes = await part.toBuffer();
      if (!rule) throw (rules.unexpectedFile ?? unexpectedFile)(part.fieldname);
      if (bytes.length > rule.maxBytes) throw rule.tooLarge();
      const keepEmpty = rule.keepEmpty === 'always' || (rule.keepEmpty === 'named' && part.filename !== '');
      if (bytes.length === 0 && !keepEmpty) continue;
      const count = kept.get(rule) ?? 0;
      if (count >= rule.keep) continue;
      const kind = fileKindOf(bytes);
      if (rule.kinds && (kind === null || !rule.kinds.includes(kind))) {
        throw rule.wrongKind?.() ?? new AppError(415, 'invalid_file_type', `Field "${rule.names[0]}" takes ${rule.kinds.join(', ')} files`);
      }
      kept.set(rule, count + 1);
      files.push({ field: rule.names[0]!, filename: part.filename.slice(0, 255), bytes, kind });
    }
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError && reading) throw reading.tooLarge();
    if (error instanceof request.server.multipartErrors.FilesLimitError && rules.tooManyFiles) throw rules.tooManyFiles();
    throw error;
  }
  return { fields, files };
}

/**
 * The last non-empty value of each field; a field sent only empty is absent (forms send every
 * input, so an empty one means "not given").
 */
export function lastValues(fields: Record<string, string[]>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, sent] of Object.entries(fields)) {
    const last = sent.findLast((value) => value !== '');
    if (last !== undefined) values[name] = last;
  }
  return values;
}

/** What the idempotency fingerprint keeps of a file: its size and SHA-256, never the bytes. */
export function fileDigest(bytes: Buffer): { size: number; sha256: string } {
  return { size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/**
 * A storage key for an upload: a fresh server-generated name under `prefix`, never the
 * upload's own name (ARCHITECTURE "server-generated names"), with the extension of the checked kind.
 */
export function uploadKey(prefix: string, extension: string): string {
  if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(prefix)) throw new RangeError(`not a storage prefix: ${prefix}`);
  if (!/^[a-z0-9]{1,8}$/.test(extension)) throw new RangeError(`not a file extension: ${extension}`);
  return `${prefix}/${randomUUID()}.${extension}`;
}
