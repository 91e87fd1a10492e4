import type { FastifyRequest } from 'fastify';
import { FEEDBACK_IMAGE_MAX_BYTES, FEEDBACK_MAX_IMAGES } from '#shared/checkout/fields.ts';
import { AppError } from '../../errors.ts';
import { fileDigest, lastValues, readMultipartForm, type MultipartFormRules } from '../../http/multipart-form.ts';

const uploads = new WeakMap<FastifyRequest, Buffer[]>();

/** The pictures of a feedback request read by `readFeedbackMultipart` (at most 3). */
export function feedbackImagesOf(request: FastifyRequest): Buffer[] {
  return uploads.get(request) ?? [];
}

/**
 * POST /feedbacks: order_id, content, star and images[]. A few more files than kept are read (and
 * dropped) so a form with extras still goes through (spec §5). The pictures' format is read from
 * their bytes when they are re-encoded (feedback-commands.ts), after the order is checked.
 */
const FEEDBACK_FORM: MultipartFormRules = {
  notMultipart: () => new AppError(415, 'multipart_required', 'Send the feedback as multipart/form-data'),
  limits: { files: 10, fields: 10, fieldSize: 16 * 1024, parts: 20 },
  files: [
    {
      names: ['images', 'images[]'],
      maxBytes: FEEDBACK_IMAGE_MAX_BYTES,
      keep: FEEDBACK_MAX_IMAGES,
      tooLarge: () => new AppError(413, 'image_too_large', `A feedback picture is at most ${FEEDBACK_IMAGE_MAX_BYTES} bytes`, { images: 'image_too_large' }),
    },
  ],
  tooManyFiles: () => new AppError(400, 'validation_failed', 'Too many files', { images: 'too_many_files' }),
};

/**
 * Reads POST /feedbacks into `request.body` before validation; the idempotency fingerprint covers
 * the fields and each kept file's size and SHA-256.
 */
export async function readFeedbackMultipart(request: FastifyRequest): Promise<void> {
  const { fields, files } = await readMultipartForm(request, FEEDBACK_FORM);
  const images = files.map((file) => file.bytes);
  uploads.set(request, images);
  request.body = { ...lastValues(fields), images: images.map(fileDigest) };
}
