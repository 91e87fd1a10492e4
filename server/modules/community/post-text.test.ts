import { expect, test } from 'vitest';
import { postText } from './post-text.ts';

test('block tags part words, inline tags do not, entities are decoded', () => {
  expect(postText('<p>Với BGA chọn <b>ENIG</b>. Rẻ &amp; bền</p><ul><li>Một</li><li>Hai</li></ul>')).toBe('Với BGA chọn ENIG. Rẻ & bền Một Hai');
  expect(postText('<p></p><p> </p>')).toBe('');
});
