import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { FEEDBACK_IMAGE_MAX_BYTES, FEEDBACK_MAX_IMAGES } from '#shared/checkout-api/fields.ts';
import { AppError } from '../../errors.ts';

const uploads = new WeakMap<FastifyRequest, Buffer[]>();

/** The pictures of a feedback request read by `readFeedbackMultipart` (at most 3). */
export function feedbackImagesOf(request: FastifyRequest): Buffer[] {
  return uploads.get(request) ?? [];
}

// A few more files than kept are read (and dropped) so a form with extras still goes through.
const LIMITS = { fileSize: FEEDBACK_IMAGE_MAX_BYTES, files: 10, fields: 10, fieldSize: 16 * 1024, parts: 20 };

/**
 * Reads POST /feedbacks (multipart: order_id, content, star, images[]) into `request.body`
 * before validation; the first 3 non-empty `images[]` files are kept, extras silently dropped
 * (spec §5). The idempotency fingerprint covers the fields and each kept file's size and SHA-256.
 */
export async function readFeedbackMultipart(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) throw new AppError(415, 'multipart_required', 'Send the feedback as multipart/form-data');
  const fields: Record<string, string> = {};
  const images: Buffer[] = [];
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname.replace(/\[\]$/, '') !== 'images') {
          throw new AppError(400, 'validation_failed', `Unexpected file field "${part.fieldname}"`, { [part.fieldname]: 'unexpected file' });
        }
        if (bytes.length > 0 && images.length < FEEDBACK_MAX_IMAGES) images.push(bytes);
        continue;
      }
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      if (value !== '') fields[part.fieldname] = value;
    }
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw new AppError(413, 'image_too_large', `A feedback picture is at most ${FEEDBACK_IMAGE_MAX_BYTES} bytes`, { images: 'image_too_large' });
    }
    if (error instanceof request.server.multipartErrors.FilesLimitError) {
      throw new AppError(400, 'validation_failed', 'Too many files', { images: 'too_many_files' });
    }
    throw error;
  }
  uploads.set(request, images);
  request.body = {
    ...fields,
    images: images.map((bytes) => ({ size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') })),
  };
}
