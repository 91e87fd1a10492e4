/**
 * The one allow-list for HTML that others wrote (shop-authored text such as spec §3
 * Specification description; user HTML such as forum posts, ARCHITECTURE "Security"), run by the
 * client's safe renderer (client/ui/safe-html.tsx, which renders the tree as React elements, never
 * as innerHTML) and by the server's sanitiser (server/http/sanitize-html.ts, which writes it back
 * as HTML). Any HTML becomes a plain tree that can only hold harmless markup:
 *
 * - a short allow-list of text elements is kept, with no attributes at all, except `href` on a
 *   link when it is http(s) or mailto (then opened in a new tab, rel="noopener noreferrer");
 * - script, style and other active or embedding elements are dropped with everything inside;
 * - any other element is unwrapped: its text stays, its tag and attributes (event handlers,
 *   style, src...) go.
 *
 * The input is parsed by the browser's DOMParser (an inert document: nothing runs, nothing loads)
 * or by the server's fragment parser; `cleanNodes` works on any DOM-like tree, and `safeHtmlText`
 * writes a cleaned tree back as HTML in which every text and attribute value is escaped.
 */

export type SafeNode = string | { tag: SafeTag; href?: string; children: SafeNode[] };

// h2, h3 and blockquote: the sections and quotes of shop-authored articles (news, services, policies).
const KEPT = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'small', 'sub', 'sup', 'ul', 'ol', 'li', 'span', 'a', 'h2', 'h3', 'blockquote'] as const;
export type SafeTag = (typeof KEPT)[number];

const DROPPED = new Set(['script', 'style', 'template', 'iframe', 'frame', 'frameset', 'object', 'embed', 'noscript', 'svg', 'math', 'link', 'meta', 'base', 'form', 'input', 'button', 'select', 'textarea', 'head', 'title']);

/** The part of a DOM node the cleaner reads. */
export interface DomLike {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<DomLike>;
  getAttribute?: (name: string) => string | null;
}

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

function isKept(tag: string): tag is SafeTag {
  return (KEPT as readonly string[]).includes(tag);
}

/** A link target that cannot run code: http(s) or mailto only. */
export function safeHref(value: string | null | undefined): string | undefined {
  const href = value?.trim() ?? '';
  return /^(https?:\/\/|mailto:)/i.test(href) ? href : undefined;
}

/** The cleaned children of a node. */
export function cleanNodes(nodes: ArrayLike<DomLike>): SafeNode[] {
  const out: SafeNode[] = [];
  for (let index = 0; index < nodes.length; index += 1) {
    const node = nodes[index]!;
    if (node.nodeType === TEXT_NODE) {
      if (node.textContent) out.push(node.textContent);
      continue;
    }
    if (node.nodeType !== ELEMENT_NODE) continue;
    const tag = node.nodeName.toLowerCase();
    if (DROPPED.has(tag)) continue;
    const children = cleanNodes(node.childNodes);
    if (!isKept(tag)) {
      out.push(...children);
      continue;
    }
    if (tag === 'a') {
      const href = safeHref(node.getAttribute?.('href'));
      out.push(href ? { tag, href, children } : { tag: 'span', children });
      continue;
    }
    out.push({ tag, children: tag === 'br' ? [] : children });
  }
  return out;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or an attribute value as HTML: the five characters that could open markup or end a quote, escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** A cleaned tree written as HTML; a link opens in a new tab without access to this page. */
export function safeHtmlText(nodes: readonly SafeNode[]): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return escapeHtml(node);
      if (node.tag === 'br') return '<br>';
      const open = node.tag === 'a' && node.href ? `<a href="${escapeHtml(node.href)}" target="_blank" rel="noopener noreferrer">` : `<${node.tag}>`;
      return `${open}${safeHtmlText(node.children)}</${node.tag}>`;
    })
    .join('');
}
