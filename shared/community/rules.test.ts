import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  CAPTCHA_ALPHABET,
  captchaAnswerError,
  captchaMatches,
  commentableType,
  commentContentError,
  modelName,
  postContentError,
  topicSlug,
  topicTitleError,
} from './rules.ts';

describe('commentContentError (spec §5: 10 to 3000 characters)', () => {
  test('the bounds are inclusive and counted on trimmed text', () => {
    expect(commentContentError('a'.repeat(9))).toBe('comment_length');
    expect(commentContentError('a'.repeat(10))).toBeUndefined();
    expect(commentContentError(`   ${'a'.repeat(9)}   `)).toBe('comment_length');
    expect(commentContentError('a'.repeat(3000))).toBeUndefined();
    expect(commentContentError('a'.repeat(3001))).toBe('comment_length');
  });

  test('an emoji counts as one character', () => {
    expect(commentContentError('😀'.repeat(10))).toBeUndefined();
    expect(commentContentError('😀'.repeat(9))).toBe('comment_length');
  });
});

describe('captcha', () => {
  test('a 5-character answer has the right shape; others get catpcha_required', () => {
    expect(captchaAnswerError('ABCDE')).toBeUndefined();
    expect(captchaAnswerError('ABCD')).toBe('catpcha_required');
    expect(captchaAnswerError('')).toBe('catpcha_required');
  });

  test('matching ignores case and spaces around, never other differences', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...CAPTCHA_ALPHABET), { minLength: 5, maxLength: 5 }), (letters) => {
        const drawn = letters.join('');
        expect(captchaMatches(` ${drawn.toLowerCase()} `, drawn)).toBe(true);
        expect(captchaMatches(drawn.slice(1), drawn)).toBe(false);
      }),
    );
  });
});

test('commentableType reads the spec form and the bare name, nothing else', () => {
  expect(commentableType('App\\Models\\Product')).toBe('Product');
  expect(commentableType('News')).toBe('News');
  expect(commentableType('App\\Models\\User')).toBeNull();
  expect(commentableType(modelName('News'))).toBe('News');
});

test('topic titles and posts have bounds', () => {
  expect(topicTitleError('Hi')).toBe('topic_title_length');
  expect(topicTitleError('Hỏi về ESP32')).toBeUndefined();
  expect(postContentError('<p></p>', '')).toBe('post_length');
  expect(postContentError('<p>Một câu trả lời đủ dài</p>', 'Một câu trả lời đủ dài')).toBeUndefined();
});

test('topicSlug folds Vietnamese to ASCII words', () => {
  expect(topicSlug('Hỏi về mạch nạp ESP32')).toBe('hoi-ve-mach-nap-esp32');
  expect(topicSlug('Đồng hồ đo điện')).toBe('dong-ho-do-dien');
  expect(topicSlug('!!!')).toBe('chu-de');
});
