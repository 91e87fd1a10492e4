import { describe, expect, test } from 'vitest';
import { cleanNodes, escapeHtml, safeHref, safeHtmlText, type DomLike } from './safe-html.ts';

const text = (value: string): DomLike => ({ nodeType: 3, nodeName: '#text', textContent: value, childNodes: [] });
const el = (tag: string, attrs: Record<string, string>, ...children: DomLike[]): DomLike => ({
  nodeType: 1,
  nodeName: tag.toUpperCase(),
  textContent: null,
  childNodes: children,
  getAttribute: (name) => attrs[name] ?? null,
});
const comment: DomLike = { nodeType: 8, nodeName: '#comment', textContent: 'x', childNodes: [] };

describe('shop-authored HTML (spec §3 Specification description)', () => {
  test('keeps text markup without any attribute', () => {
    const tree = [el('p', { class: 'x', style: 'color:red', onclick: 'alert(1)' }, text('Nhôm '), el('strong', {}, text('2,0 W/m·K')), el('br', {}), text('LED'))];
    expect(cleanNodes(tree)).toEqual([{ tag: 'p', children: ['Nhôm ', { tag: 'strong', children: ['2,0 W/m·K'] }, { tag: 'br', children: [] }, 'LED'] }]);
  });

  test('drops scripts, styles and embeds with their content; unwraps unknown elements; skips comments', () => {
    const tree = [
      el('script', {}, text('alert(1)')),
      el('style', {}, text('p{}')),
      el('iframe', { src: 'https://evil.example' }),
      el('img', { src: 'x', onerror: 'alert(1)' }),
      el('div', { onmouseover: 'alert(1)' }, text('Xanh lá '), el('font', { color: 'red' }, text('nhanh'))),
      comment,
    ];
    expect(cleanNodes(tree)).toEqual(['Xanh lá ', 'nhanh']);
  });

  test('a link keeps only an http(s) or mailto href; a script link becomes plain text', () => {
    expect(cleanNodes([el('a', { href: 'https://shop.example/pcb', onclick: 'x' }, text('xem'))])).toEqual([{ tag: 'a', href: 'https://shop.example/pcb', children: ['xem'] }]);
    expect(cleanNodes([el('a', { href: 'javascript:alert(1)' }, text('xem'))])).toEqual([{ tag: 'span', children: ['xem'] }]);
    expect(safeHref(' JavaScript:alert(1)')).toBeUndefined();
    expect(safeHref('data:text/html,x')).toBeUndefined();
    expect(safeHref('mailto:pcb@shop.example')).toBe('mailto:pcb@shop.example');
  });
});

describe('a cleaned tree written back as HTML', () => {
  test('escapes text and the href, and opens links in a new tab without access to the page', () => {
    expect(safeHtmlText(['a < b & "c"', { tag: 'br', children: [] }, { tag: 'a', href: 'https://x.example/?q="1"', children: ['<x>'] }])).toBe(
      'a &lt; b &amp; &quot;c&quot;<br><a href="https://x.example/?q=&quot;1&quot;" target="_blank" rel="noopener noreferrer">&lt;x&gt;</a>',
    );
    expect(escapeHtml(`'`)).toBe('&#39;');
  });
});
