import { expect, test } from 'vitest';
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH } from '#shared/community/rules.ts';
import { GLYPHS } from './captcha-glyphs.ts';
import { captchaAnswer, captchaPicture } from './captcha-picture.ts';

test('every character of the alphabet has a glyph', () => {
  for (const character of CAPTCHA_ALPHABET) expect(GLYPHS[character], character).toBeDefined();
});

test('an answer is CAPTCHA_LENGTH characters of the alphabet, and answers differ', () => {
  const answers = new Set(Array.from({ length: 50 }, () => captchaAnswer()));
  for (const answer of answers) {
    expect(answer).toHaveLength(CAPTCHA_LENGTH);
    for (const character of answer) expect(CAPTCHA_ALPHABET).toContain(character);
  }
  expect(answers.size).toBeGreaterThan(45);
});

test('the picture is an SVG of paths that never spells the answer as text', () => {
  const answer = captchaAnswer();
  const svg = captchaPicture(answer);
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg).not.toContain('<text');
  expect(svg).not.toContain(answer);
  expect(svg.match(/<path /g)?.length).toBe(4 + CAPTCHA_LENGTH);
});
