import type { FastifyRequest } from 'fastify';
import { DESIGN_FILE_MAX_BYTES } from '#shared/pcb/design-file.ts';
import { AppError } from '../../errors.ts';
import { fileDigest, lastValues, readMultipartForm, type MultipartFormRules } from '../../http/multipart-form.ts';
import { designFileTooLarge } from './design-archive.ts';

/** The uploaded design file's bytes, kept beside the parsed body until the handler stores it. */
export interface DesignUpload {
  filename: string;
  bytes: Buffer;
}

const uploads = new WeakMap<FastifyRequest, DesignUpload>();

/** The design file of a quote request read by `readQuoteMultipart`, or null when none was sent. */
export function designUploadOf(request: FastifyRequest): DesignUpload | null {
  return uploads.get(request) ?? null;
}

/**
 * `property_selected` as an id list, from any of the shapes a form sends: a JSON array
 * ("[102,115]", spec §7 "property_selected JSON"), comma-separated ids, or repeated fields.
 * Anything else is passed through so the body schema names the field.
 */
function propertyList(values: string[]): unknown {
  const ids: unknown[] = [];
  for (const value of values) {
    const text = value.trim();
    if (text === '') continue;
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        if (!Array.isArray(parsed)) return text;
        ids.push(...parsed);
      } catch {
        return text;
      }
    } else {
      ids.push(...text.split(',').map((id) => id.trim()));
    }
  }
  return ids;
}

function jsonObject(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A quote form: its fields and at most one design file, checked later by createPcbOrder (design-archive.ts). */
const QUOTE_FORM: MultipartFormRules = {
  notMultipart: () => new AppError(415, 'multipart_required', 'Send the quote as multipart/form-data'),
  limits: { files: 1, fields: 60, fieldSize: 64 * 1024, parts: 61 },
  // A form with no file chosen still sends an empty part; one that names a file is kept (and refused later).
  files: [{ names: ['file_design'], maxBytes: DESIGN_FILE_MAX_BYTES, keep: 1, keepEmpty: 'named', tooLarge: designFileTooLarge }],
};

/**
 * Reads a multipart quote request into `request.body` before validation (a route `preValidation`
 * hook; see server/http/multipart-form.ts). The idempotency layer fingerprints the fields plus the
 * file's name, size and SHA-256. Empty fields count as absent; `property_selected[]` is read as
 * `property_selected`.
 */
export async function readQuoteMultipart(request: FastifyRequest): Promise<void> {
  const form = await readMultipartForm(request, QUOTE_FORM);
  const fields: Record<string, string> = {};
  const selected: string[] = [];
  for (const [field, values] of Object.entries(form.fields)) {
    const name = field.replace(/\[\]$/, '');
    if (name === 'property_selected') selected.push(...values);
  }
  for (const [field, value] of Object.entries(lastValues(form.fields))) {
    const name = field.replace(/\[\]$/, '');
    if (name !== 'property_selected') fields[name] = value;
  }
  const file = form.files[0];
  const upload: DesignUpload | null = file ? { filename: file.filename, bytes: file.bytes } : null;
  const body: Record<string, unknown> = { ...fields };
  if (selected.length > 0) body.property_selected = propertyList(selected);
  if (typeof fields.numeric_values === 'string') body.numeric_values = jsonObject(fields.numeric_values);
  if (upload) {
    uploads.set(request, upload);
    body.file_design = { filename: upload.filename, ...fileDigest(upload.bytes) };
  }
  request.body = body;
}
