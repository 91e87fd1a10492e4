import { describe, expect, test } from 'vitest';
import { createShellRenderer, type PageHead } from './shell-renderer.ts';

/** The head of the built index.html, as Vite writes it (multi-line description included). */
const SHELL = `<!doctype html>
<html lang="vi">
  <head>
    <meta charset="UTF-8" />
    <title>Linh Kiện Việt — Linh kiện điện tử &amp; báo giá mạch in PCB</title>
    <meta
      name="description"
      content="Linh kiện điện tử chính hãng."
    />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="app"></div></body>
</html>`;

const HEAD: PageHead = {
  title: 'Điện trở — Linh Kiện Việt',
  description: 'Điện trở: 333 sản phẩm.',
  canonical: 'https://shop.example/product/dien-tro',
  robots: null,
  jsonLd: null,
};

describe('createShellRenderer', () => {
  const render = createShellRenderer(SHELL);

  test('replaces the title and the description and adds the canonical link, once each', () => {
    const html = render(HEAD, 'vi');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Điện trở — Linh Kiện Việt</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="Điện trở: 333 sản phẩm." />');
    expect(html).toContain('<link rel="canonical" href="https://shop.example/product/dien-tro" />');
    expect(html).not.toContain('name="robots"');
    expect(html).not.toContain('application/ld+json');
    // The rest of the shell is untouched.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).toContain('<div id="app"></div>');
  });

  test('sets <html lang> to the visitor’s language', () => {
    expect(render(HEAD, 'en')).toContain('<html lang="en">');
    expect(render(HEAD, 'vi')).toContain('<html lang="vi">');
  });

  test('escapes every text it writes', () => {
    const html = render({ ...HEAD, title: '<script>alert(1)</script> & "x"', description: `a"b'c<d>`, canonical: 'https://x/?a=1&b="2"' }, 'vi');
    expect(html).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;</title>');
    expect(html).toContain('content="a&quot;b&#39;c&lt;d&gt;"');
    expect(html).toContain('href="https://x/?a=1&amp;b=&quot;2&quot;"');
    expect(html).not.toContain('<script>alert');
  });

  test('writes JSON-LD that cannot close its script element and parses back to the same data', () => {
    const data = { '@type': 'Product', name: 'Evil </script><script>alert(1)</script> <!-- & \u2028' };
    const html = render({ ...HEAD, jsonLd: data, robots: 'noindex, follow' }, 'vi');
    expect(html).toContain('<meta name="robots" content="noindex, follow" />');
    const match = /<script type="application\/ld\+json" id="structured-data">([\s\S]*?)<\/script>/.exec(html);
    expect(match).not.toBeNull();
    expect(match![1]).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(match![1]!)).toEqual(data);
  });

  test('drops a canonical link already in the shell and works on a shell without a title', () => {
    const bare = createShellRenderer('<html lang="vi"><head><link rel="canonical" href="/old" /></head><body></body></html>');
    const html = bare(HEAD, 'en');
    expect(html).toMatch(/^<html lang="en"><head><title>Điện trở — Linh Kiện Việt<\/title>/);
    expect(html).not.toContain('/old');
    expect(html.match(/rel="canonical"/g)).toHaveLength(1);
  });

  test('writes a server-rendered first screen into #app and its answers beside it, script-safe', () => {
    const html = render(HEAD, 'vi', '', { html: '<main><h1>NE555</h1></main>', answers: { '/v1/x': { name: '</script><script>alert(1)</script>' } } });
    expect(html).toContain('<div id="app"><main><h1>NE555</h1></main></div>');
    const block = /<script type="application\/json" id="first-answers">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(block![1]!)).toEqual({ '/v1/x': { name: '</script><script>alert(1)</script>' } });
    expect(render(HEAD, 'vi')).toContain('<div id="app"></div>');
  });
});
