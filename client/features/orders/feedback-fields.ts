import { FEEDBACK_FIELD as FIELD, FEEDBACK_MAX_IMAGES } from '#shared/checkout-api/fields.ts';

/** The files a feedback keeps: images only (spec §5 "image type only"), the first three, in the order chosen. */
export function keepFeedbackImages<F extends { type: string }>(files: readonly F[], alreadyKept: readonly F[] = []): F[] {
  const images = [...alreadyKept, ...files.filter((file) => file.type.startsWith('image/'))];
  return images.slice(0, FEEDBACK_MAX_IMAGES);
}

export interface FeedbackDraft<F> {
  orderId: number;
  content: string;
  /** 1-5, or null before a star is chosen. */
  star: number | null;
  images: readonly F[];
}

/** Spec §7 POST /feedbacks multipart fields (images[] at most three, whatever the draft holds). */
export function feedbackFields<F extends { type: string }>(draft: FeedbackDraft<F>): [string, string | F][] {
  const fields: [string, string | F][] = [
    [FIELD.orderId, String(draft.orderId)],
    [FIELD.content, draft.content.trim()],
    [FIELD.star, draft.star === null ? '' : String(draft.star)],
  ];
  for (const image of keepFeedbackImages(draft.images)) fields.push([FIELD.images, image]);
  return fields;
}
