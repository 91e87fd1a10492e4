import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { DESIGN_FILE_MAX_BYTES } from '#shared/pcb/design-file.ts';
import { AppError } from '../../errors.ts';
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

const LIMITS = { fileSize: DESIGN_FILE_MAX_BYTES, files: 1, fields: 60, fieldSize: 64 * 1024, parts: 61 };

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

/**
 * Reads a multipart quote request into `request.body` before validation (a route
 * `preValidation` hook), so the body schema checks the fields and the idempotency layer
 * fingerprints the parsed fields plus the file's name, size and SHA-256 — not the raw stream,
 * whose boundary differs on every retry of the same form. Empty fields count as absent (forms
 * send every input); `property_selected[]` is read as `property_selected`.
 */
export async function readQuoteMultipart(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'multipart_required', 'Send the quote as multipart/form-data');
  }
  const fields: Record<string, string> = {};
  const selected: string[] = [];
  let upload: DesignUpload | null = null;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== 'file_design') {
          throw new AppError(400, 'validation_failed', `Unexpected file field "${part.fieldname}"`, { [part.fieldname]: 'unexpected file' });
        }
        // A form with no file chosen still sends an empty part.
        if (bytes.length > 0 || part.filename) upload = { filename: part.filename.slice(0, 255), bytes };
        continue;
      }
      const name = part.fieldname.replace(/\[\]$/, '');
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      if (name === 'property_selected') selected.push(value);
      else if (value !== '') fields[name] = value;
    }
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) throw designFileTooLarge();
    throw error;
  }
  const body: Record<string, unknown> = { ...fields };
  if (selected.length > 0) body.property_selected = propertyList(selected);
  if (typeof fields.numeric_values === 'string') body.numeric_values = jsonObject(fields.numeric_values);
  if (upload) {
    uploads.set(request, upload);
    body.file_design = {
      filename: upload.filename,
      size: upload.bytes.length,
      sha256: createHash('sha256').update(upload.bytes).digest('hex'),
    };
  }
  request.body = body;
}
