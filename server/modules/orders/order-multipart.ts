import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';

const LIMITS = { files: 0, fields: 40, fieldSize: 64 * 1024, parts: 40 };

/**
 * Reads the multipart order form into `request.body` before validation (a route `preValidation`
 * hook), so the body schema checks the fields and the idempotency layer fingerprints the parsed
 * fields, not the raw stream whose boundary differs on every retry (as server/modules/pcb/quote-multipart.ts).
 * Empty fields count as absent (forms send every input). The order form carries no files.
 */
export async function readOrderMultipart(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) throw new AppError(415, 'multipart_required', 'Send the order as multipart/form-data');
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'file') {
        await part.toBuffer();
        throw new AppError(400, 'validation_failed', `Unexpected file field "${part.fieldname}"`, { [part.fieldname]: 'unexpected file' });
      }
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      if (value !== '') fields[part.fieldname] = value;
    }
  } catch (error) {
    if (error instanceof request.server.multipartErrors.FilesLimitError) {
      throw new AppError(400, 'validation_failed', 'The order form carries no files');
    }
    throw error;
  }
  request.body = fields;
}
