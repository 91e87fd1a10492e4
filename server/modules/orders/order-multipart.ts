import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { lastValues, readMultipartForm, type MultipartFormRules } from '../../http/multipart-form.ts';

/** The order form carries no files (spec §7 POST /v1/orders "multipart, fields above"). */
const ORDER_FORM: MultipartFormRules = {
  notMultipart: () => new AppError(415, 'multipart_required', 'Send the order as multipart/form-data'),
  limits: { files: 0, fields: 40, fieldSize: 64 * 1024, parts: 40 },
  files: [],
  tooManyFiles: () => new AppError(400, 'validation_failed', 'The order form carries no files'),
};

/**
 * Reads the multipart order form into `request.body` before validation (a route `preValidation`
 * hook; see server/http/multipart-form.ts). Empty fields count as absent.
 */
export async function readOrderMultipart(request: FastifyRequest): Promise<void> {
  request.body = lastValues((await readMultipartForm(request, ORDER_FORM)).fields);
}
