import { describe, expect, test } from 'vitest';
import { checkFeedback, feedbackFields, feedbackProblemOf, keepFeedbackImages } from './feedback-fields.ts';

const file = (name: string, type: string) => ({ name, type });

describe('keepFeedbackImages (spec §5: up to 3 images, image type only, extras silently dropped)', () => {
  test('keeps images only, the first three in the order chosen', () => {
    const chosen = [file('a.jpg', 'image/jpeg'), file('b.pdf', 'application/pdf'), file('c.png', 'image/png'), file('d.webp', 'image/webp'), file('e.gif', 'image/gif')];
    expect(keepFeedbackImages(chosen).map((kept) => kept.name)).toEqual(['a.jpg', 'c.png', 'd.webp']);
  });

  test('a second choice adds to the images already kept, up to three', () => {
    const kept = [file('a.jpg', 'image/jpeg'), file('b.jpg', 'image/jpeg')];
    expect(keepFeedbackImages([file('c.jpg', 'image/jpeg'), file('d.jpg', 'image/jpeg')], kept).map((image) => image.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
  });
});

describe('feedbackFields (spec §7 POST /feedbacks: order_id, content, star, images[])', () => {
  test('sends the order, the trimmed text, the star and at most three images', () => {
    const images = [1, 2, 3, 4].map((index) => file(`${index}.jpg`, 'image/jpeg'));
    const fields = feedbackFields({ orderId: 12, content: '  Hàng tốt, giao nhanh ', star: 5, images });
    expect(fields.slice(0, 3)).toEqual([
      ['order_id', '12'],
      ['content', 'Hàng tốt, giao nhanh'],
      ['star', '5'],
    ]);
    expect(fields.filter(([name]) => name === 'images[]')).toHaveLength(3);
  });

  test('no star chosen is sent empty, for the server to refuse with its text', () => {
    expect(feedbackFields({ orderId: 1, content: '', star: null, images: [] })).toContainEqual(['star', '']);
  });
});

describe('feedback errors in the form’s words', () => {
  test('nothing chosen: a star and a text are asked for beside their fields before sending', () => {
    expect(checkFeedback({ star: null, content: '  ' })).toEqual({ form: null, fields: { star: 'star_required', content: 'content_required' } });
    expect(checkFeedback({ star: 4, content: 'Tốt' })).toBeNull();
  });

  test("the server's schema refusal becomes field keys, whatever text it carries", () => {
    const body = { content: "must have required property 'content'", star: 'must match pattern "^[1-5]$"' };
    expect(feedbackProblemOf('validation_failed', body)).toEqual({ form: null, fields: { content: 'content_required', star: 'star_required' } });
    expect(feedbackProblemOf('validation_failed', { star: 'star_invalid' })).toEqual({ form: null, fields: { star: 'star_required' } });
  });

  test('known keys are kept; codes without a field go to the box', () => {
    expect(feedbackProblemOf('image_too_large', { images: 'image_too_large' })).toEqual({ form: null, fields: { images: 'image_too_large' } });
    expect(feedbackProblemOf('validation_failed', { 'images[]': 'unexpected file' })).toEqual({ form: null, fields: { images: 'invalid_image_type' } });
    expect(feedbackProblemOf('feedback_exists', {})).toEqual({ form: 'feedback_exists', fields: {} });
    expect(feedbackProblemOf('validation_failed', { order_id: 'must match pattern' })).toEqual({ form: 'validation_failed', fields: {} });
  });
});
