import { describe, expect, test } from 'vitest';
import { shareLinks } from './share-links.ts';

describe('shareLinks', () => {
  test('every network gets the encoded address; X and e-mail the title too', () => {
    const links = shareLinks('https://shop.vn/tin-tuc/a-b?x=1&y=2', 'Tụ & điện');
    expect(links.map((link) => link.network)).toEqual(['facebook', 'x', 'linkedin', 'email']);
    expect(links[0]!.href).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.vn%2Ftin-tuc%2Fa-b%3Fx%3D1%26y%3D2');
    expect(links[1]!.href).toContain('&text=T%E1%BB%A5%20%26%20%C4%91i%E1%BB%87n');
    expect(links[3]!.href.startsWith('mailto:?subject=')).toBe(true);
  });
});
