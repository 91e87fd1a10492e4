import type { FastifyRequest } from 'fastify';
import { Value } from 'typebox/value';
import { emptyMapping } from '#shared/bom/parse/bom-fields.ts';
import { BOM_ERRORS, BomParseError, type BomErrorKey } from '#shared/bom/parse/bom-limits.ts';
import { BOM_FIELDS, BOM_MAX_FILE_BYTES, BomMapping, BomParseBody, BomParseResponse } from '#shared/bom/schemas.ts';
import { parseBomFile } from '#shared/bom/parse/parse-bom-file.ts';
import { API_PATH } from '#shared/http/api-paths.ts';
import { ErrorBody } from '#shared/http/error-body.ts';
import { AppError } from '../../errors.ts';
import { acceptMultipart, fileDigest, lastValues, readMultipartForm, type MultipartFormRules } from '../../http/multipart-form.ts';
import type { TypedApp } from '../../http/typed-app.ts';

/** Parses per IP per 10 minutes: a person at the bench re-uploads a few times, a script is slowed. */
const BOM_PARSES_PER_IP = { limit: 60, windowSeconds: 600 };

/** The status each refusal answers with. */
const STATUS: Record<BomErrorKey, number> = {
  [BOM_ERRORS.tooLarge]: 413,
  [BOM_ERRORS.tooManyLines]: 422,
  [BOM_ERRORS.empty]: 422,
  [BOM_ERRORS.unreadable]: 422,
  [BOM_ERRORS.badMapping]: 400,
};

function refused(error: BomParseError): AppError {
  const field = error.key === BOM_ERRORS.badMapping ? 'mapping' : 'file';
  return new AppError(STATUS[error.key], error.key, error.message, { [field]: error.key });
}

function fileRequired(): AppError {
  return new AppError(400, 'bom_file_required', 'Send the BOM as multipart field "file"', { file: 'bom_file_required' });
}

const BOM_FORM: MultipartFormRules = {
  notMultipart: fileRequired,
  limits: { files: 1, fields: 4, fieldSize: 4096, parts: 5 },
  files: [{ names: ['file'], maxBytes: BOM_MAX_FILE_BYTES, keep: 1, tooLarge: () => refused(new BomParseError(BOM_ERRORS.tooLarge, 'A BOM file is at most 5 MB')) }],
  unexpectedFile: fileRequired,
};

const files = new WeakMap<FastifyRequest, Buffer>();

/** Reads the form into `request.body` (its fields) and keeps the file's bytes for the handler. */
async function readBomForm(request: FastifyRequest): Promise<void> {
  const form = await readMultipartForm(request, BOM_FORM);
  const [file] = form.files;
  if (!file) throw fileRequired();
  files.set(request, file.bytes);
  // The idempotency layer fingerprints the body: the file counts by its size and digest.
  request.body = { ...lastValues(form.fields), file: fileDigest(file.bytes) };
}

/** The `mapping` field as a full mapping (fields left out are "not in the file"). */
function mappingOf(json: string): BomMapping {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw refused(new BomParseError(BOM_ERRORS.badMapping, 'mapping is not JSON'));
  }
  const given = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : { invalid: true };
  const mapping = { ...emptyMapping(), ...given };
  const known = Object.keys(given).every((key) => (BOM_FIELDS as readonly string[]).includes(key));
  if (!known || !Value.Check(BomMapping, mapping)) throw refused(new BomParseError(BOM_ERRORS.badMapping, 'mapping names unknown fields or columns'));
  return mapping;
}

/**
 * POST /v1/bom/parse (the BOM tool's API contract): a BOM file read by the same parser the page
 * runs in its Web Worker. Public (guests use the tool), CSRF-checked like every write,
 * rate-limited per IP.
 */
export async function bomParseRoutes(app: TypedApp): Promise<void> {
  await acceptMultipart(app);

  app.post(
    API_PATH.bomParse,
    {
      preValidation: readBomForm,
      schema: {
        tags: ['bom'],
        summary: 'Read a BOM file (CSV, tab-separated text or XLSX, at most 5 MB and 2,000 lines)',
        description:
          'multipart/form-data: `file`, optional `mapping` (JSON: field → 0-based column, null when absent) and `header_row` (0-based, or `none`). ' +
          'Without a mapping the header row and columns are detected. Refusals: 413 bom_file_too_large, 422 bom_too_many_lines / bom_file_empty / bom_file_unreadable, 400 bom_mapping_invalid.',
        consumes: ['multipart/form-data'],
        body: BomParseBody,
        response: { 200: BomParseResponse, 400: ErrorBody, 403: ErrorBody, 413: ErrorBody, 415: ErrorBody, 422: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      await app.rateLimit(`bom-parse:ip:${request.ip}`, BOM_PARSES_PER_IP);
      const bytes = files.get(request);
      if (!bytes) throw fileRequired();
      const { mapping, header_row } = request.body;
      const given =
        mapping === undefined
          ? undefined
          : { mapping: mappingOf(mapping), header_row: header_row === undefined ? 0 : header_row === 'none' ? null : Number(header_row) };
      try {
        return await parseBomFile(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), given);
      } catch (error) {
        if (error instanceof BomParseError) throw refused(error);
        throw error;
      }
    },
  );
}
