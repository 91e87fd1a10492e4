import { FEEDBACK_FIELD as FIELD, FEEDBACK_MAX_IMAGES } from '#shared/checkout/fields.ts';

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

/** The feedback form's fields that can carry a message beside them. */
export type FeedbackField = 'star' | 'content' | 'images';

/** Why a feedback was not sent, in message keys: one for the box above the buttons, one per field. */
export interface FeedbackProblem {
  form: string | null;
  fields: Partial<Record<FeedbackField, string>>;
}

/** Keys the form words itself (feedback-commands.ts, feedback-multipart.ts and the spec's). */
const KNOWN_FIELD_KEYS = new Set(['star_required', 'content_required', 'invalid_image_type', 'image_too_large', 'too_many_files']);
/** What a field's refusal means when the server names the field with a key the form does not know (a schema message). */
const FIELD_DEFAULT: Record<FeedbackField, string> = { star: 'star_required', content: 'content_required', images: 'invalid_image_type' };

function isFeedbackField(name: string): name is FeedbackField {
  return name === 'star' || name === 'content' || name === 'images';
}

/**
 * The checks the form makes before sending (spec §3 Feedback: stars 1-5; the server refuses an
 * empty text with `content_required`), so the usual mistakes are shown beside the fields at once.
 */
export function checkFeedback(draft: { star: number | null; content: string }): FeedbackProblem | null {
  const fields: FeedbackProblem['fields'] = {};
  if (draft.star === null) fields.star = 'star_required';
  if (draft.content.trim() === '') fields.content = 'content_required';
  return Object.keys(fields).length > 0 ? { form: null, fields } : null;
}

/**
 * The server's refusal in the form's terms (never developer text such as
 * "Invalid body: content, star"): per-field keys by the field's name, whatever key or schema
 * message the server put there; the error code for the box when no field explains it.
 */
export function feedbackProblemOf(code: string, serverFields: Readonly<Record<string, string>>): FeedbackProblem {
  const fields: FeedbackProblem['fields'] = {};
  for (const [name, value] of Object.entries(serverFields)) {
    const field = name.replace(/\[\]$/, '');
    if (!isFeedbackField(field)) continue;
    fields[field] = KNOWN_FIELD_KEYS.has(value) ? value : FIELD_DEFAULT[field];
  }
  const explained = Object.keys(fields).length > 0;
  return { form: explained ? null : code, fields };
}
