import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { Thumb } from './thumb.tsx';

// Server-rendered pages are parsed under `style-src 'self'`: a style attribute in their HTML is
// refused (and reported) by the browser, so a thumbnail must size itself without one.
describe('Thumb', () => {
  test.each([null, 42])('image %s renders with its size and no style attribute', (imageId) => {
    const html = renderToStaticMarkup(<Thumb imageId={imageId} size={44} alt="Điện trở" />);
    expect(html).not.toContain('style=');
    expect(html).toMatch(/width="44"/);
    expect(html).toMatch(/height="44"/);
  });
});
