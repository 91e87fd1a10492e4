/**
 * Shop-authored HTML (spec §3 Specification description) turned into a plain tree that can only
 * hold harmless markup, for React to render as elements (never as innerHTML). The PCB tips
 * (GET /v1/pcb-quotes/tips) are the server's own static text and shown as they are; these
 * descriptions come from the configuration data, so they are cleaned here on the way in:
 *
 * - a short allow-list of text elements is kept, with no attributes at all, except `href` on a
 *   link when it is http(s) or mailto (then opened in a new tab, rel="noopener noreferrer");
 * - script, style and other active or embedding elements are dropped with everything inside;
 * - any other element is unwrapped: its text stays, its tag and attributes (event handlers,
 *   style, src...) go.
 *
 * The input is parsed by the browser's DOMParser (an inert document: nothing runs, nothing loads).
 * `cleanNodes` works on any DOM-like tree so it is tested without a browser.
 */

export type SafeNode = string | { tag: SafeTag; href?: string; children: SafeNode[] };

const KEPT = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'small', 'sub', 'sup', 'ul', 'ol', 'li', 'span', 'a'] as const;
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

/** Parses and cleans an HTML fragment in the browser; empty when there is no DOMParser. */
export function cleanHtml(html: string): SafeNode[] {
  if (typeof DOMParser === 'undefined') return [];
  const document = new DOMParser().parseFromString(html, 'text/html');
  return cleanNodes(document.body.childNodes as unknown as ArrayLike<DomLike>);
}
