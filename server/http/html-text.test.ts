import { expect, test } from 'vitest';
import { htmlText } from './html-text.ts';

test('block tags part words, inline tags do not, entities are decoded', () => {
  expect(htmlText('<p>Với BGA chọn <b>ENIG</b>. Rẻ &amp; bền</p><ul><li>Một</li><li>Hai</li></ul>')).toBe('Với BGA chọn ENIG. Rẻ & bền Một Hai');
  expect(htmlText('<p></p><p> </p>')).toBe('');
  expect(htmlText('<h2>Phần 1</h2><p>Mở đầu</p><blockquote>Trích</blockquote>')).toBe('Phần 1 Mở đầu Trích');
});
