import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { decodeEntities, parseHtmlFragment, sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml (the shared allow-list, on the server)', () => {
  test('keeps text markup and drops every attribute', () => {
    expect(sanitizeHtml('<p class="x" style="color:red">Nhôm <strong>2,0 W/m·K</strong><br>LED</p>')).toBe('<p>Nhôm <strong>2,0 W/m·K</strong><br>LED</p>');
  });
  test('drops scripts and styles with their content, whatever their case or attributes', () => {
    expect(sanitizeHtml('a<script>alert(1)</script>b<SCRIPT type="module">fetch("/x")</SCRIPT >c<style>p{}</style>d')).toBe('abcd');
    expect(sanitizeHtml('x<script>never closed <b>bold</b>')).toBe('x');
    expect(sanitizeHtml('<scr<script>ipt>alert(1)</script>')).toBe('ipt&gt;alert(1)');
  });
  test('removes event handlers, and the elements that carry them unless they are on the list', () => {
    expect(sanitizeHtml('<b onclick="alert(1)" onmouseover=alert(1)>x</b>')).toBe('<b>x</b>');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>y')).toBe('y');
    expect(sanitizeHtml('<svg onload=alert(1)><circle/></svg>z')).toBe('z');
    expect(sanitizeHtml('<div onmouseover="alert(1)">Xanh <font color=red>lá</font></div>')).toBe('Xanh lá');
  });
  test('a link keeps only an http(s) or mailto target; javascript: and data: links become text', () => {
    expect(sanitizeHtml('<a href="https://shop.example/pcb" onclick="x">xem</a>')).toBe('<a href="https://shop.example/pcb" target="_blank" rel="noopener noreferrer">xem</a>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">xem</a>')).toBe('<span>xem</span>');
    expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">xem</a>')).toBe('<span>xem</span>');
    expect(sanitizeHtml('<a href="javascript&colon;alert(1)">xem</a>')).toBe('<span>xem</span>');
    expect(sanitizeHtml('<a href="&#106;avascript:alert(1)">xem</a>')).toBe('<span>xem</span>');
    expect(sanitizeHtml('<a href="data:text/html,<script>alert(1)</script>">xem</a>')).toBe('<span>xem</span>');
    expect(sanitizeHtml('<a href=\'https://x.example/?a="b"&amp;c=<d>\'>q</a>')).toBe('<a href="https://x.example/?a=&quot;b&quot;&amp;c=&lt;d&gt;" target="_blank" rel="noopener noreferrer">q</a>');
  });
  test('text is escaped: entities decode and encode back, a stray < stays text', () => {
    expect(sanitizeHtml('1 &lt; 2 &amp;&amp; 3 > 2 &#60;b&#62;')).toBe('1 &lt; 2 &amp;&amp; 3 &gt; 2 &lt;b&gt;');
    expect(sanitizeHtml('a < b <3')).toBe('a &lt; b &lt;3');
    expect(sanitizeHtml('<!-- <script>alert(1)</script> -->ok<!doctype html>')).toBe('ok');
  });
  test('decodes decimal, hex and named references, leaving unknown ones', () => {
    expect(decodeEntities('&#65;&#x42;&amp;&nbsp;&unknown;')).toBe('AB&\u00a0&unknown;');
  });
  test('reads nesting and unclosed elements the way a page shows them', () => {
    expect(parseHtmlFragment('<ul><li>a<li>b</ul>').length).toBe(1);
    expect(sanitizeHtml('<ul><li>a</li><li>b</li></ul>')).toBe('<ul><li>a</li><li>b</li></ul>');
    expect(sanitizeHtml('<p>a</b>b</p>')).toBe('<p>ab</p>');
  });
});

/** Tags and attribute names an attacker might put together. */
const piece = fc.oneof(
  fc.constantFrom('<script>', '</script>', '<img src=x onerror=alert(1)>', '<a href="javascript:alert(1)">', '<a href="https://ok.example">', '</a>', '<b>', '</b>', '<p onclick="x">', '<style>', '</style>', '<!--', '-->', '<', '>', '"', "'", '&', '&lt;', '<svg onload=1>', '<iframe src=//x>', '<br/>', '<scr', 'ipt>', ' onerror=', 'javascript:'),
  fc.string({ maxLength: 6 }),
);

describe('sanitizeHtml properties', () => {
  test('the output holds no element off the list and no attribute (event handlers included) but a checked http(s)/mailto href', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const out = sanitizeHtml(pieces.join(''));
        for (const tag of out.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)) {
          expect(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'small', 'sub', 'sup', 'ul', 'ol', 'li', 'span', 'a']).toContain(tag[1]);
          const attributes = tag[2]!.trim();
          if (attributes) expect(attributes).toMatch(/^href="(https?:\/\/|mailto:)[^"<>]*" target="_blank" rel="noopener noreferrer"$/i);
        }
        expect(out).not.toMatch(/<script|<img|<svg|<iframe|<style/i);
      }),
    );
  });
  test('sanitising is idempotent: a sanitised text comes back unchanged', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const once = sanitizeHtml(pieces.join(''));
        expect(sanitizeHtml(once)).toBe(once);
      }),
    );
  });
});
