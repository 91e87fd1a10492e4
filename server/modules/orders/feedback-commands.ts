import type { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { AppError, notFound } from '../../errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { storeImage } from '../media/index.ts';
import { OrderFeedbackSchema } from './order-feedback.entity.ts';
import { message } from '../../i18n/messages.ts';
import { OrderSchema } from './order.entity.ts';

/** Longest side of a stored feedback picture. */
const FEEDBACK_IMAGE_SIDE = 1600;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);

function notAnImage(): AppError {
  return new AppError(415, 'invalid_image_type', 'Feedback pictures must be images', { images: 'invalid_image_type' });
}

/**
 * Re-encodes an uploaded picture as JPEG, like avatars (server/modules/profile/avatar-commands.ts):
 * the format is read from the bytes; metadata and anything after the image data are dropped.
 */
export async function renderFeedbackImage(bytes: Buffer): Promise<Buffer> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw notAnImage();
    return await sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' })
      .rotate()
      .resize({ width: FEEDBACK_IMAGE_SIDE, height: FEEDBACK_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 84, progressive: true, mozjpeg: true })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw notAnImage();
  }
}

export interface NewFeedback {
  orderId: number;
  star: number;
  content: string;
  images: readonly Buffer[];
}

/**
 * POST /feedbacks (spec §7): one feedback per order of the user's own; pictures re-encoded and
 * stored as images. Another user's order is a 404 (its existence is not revealed).
 */
export async function addFeedback(em: EntityManager, storage: Storage, userId: number, input: NewFeedback): Promise<void> {
  const content = input.content.trim();
  if (content === '') throw new AppError(400, 'content_required', 'Write a few words about the order', { content: 'content_required' });
  const order = await em.findOne(OrderSchema, { id: input.orderId, user: userId }, { fields: ['id'] });
  if (!order) throw notFound('Order');
  if ((await em.count(OrderFeedbackSchema, { order: input.orderId })) > 0) {
    throw new AppError(409, 'feedback_exists', 'This order already has feedback');
  }
  const rendered = await Promise.all(input.images.map(renderFeedbackImage));
  const imageIds: number[] = [];
  for (const jpeg of rendered) imageIds.push((await storeImage(em, storage, jpeg)).id);
  em.create(OrderFeedbackSchema, { order: input.orderId, user: userId, star: input.star, content, imageIds });
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof Error && error.name === 'UniqueConstraintViolationException') {
      throw new AppError(409, 'feedback_exists', 'This order already has feedback');
    }
    throw error;
  }
}

/** Spec §8 feedback success text in the storefront's language. */
export function feedbackThanks(language: 'vi' | 'en'): string {
  return message(language, 'thanks_to_feedback');
}
