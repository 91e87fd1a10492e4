import { cleanNodes, safeHtmlText, type DomLike } from '#shared/html/safe-html.ts';

/**
 * The server's HTML sanitiser (ARCHITECTURE "Security": user HTML is sanitised on the server),
 * for any module that stores or sends HTML someone else wrote (forum posts, comments, news,
 * shop-authored descriptions). It runs the same allow-list as the client's safe renderer
 * (shared/html/safe-html.ts) on a tree read by the small parser below, and writes the result back
 * with every text and attribute value escaped.
 *
 * Why that is safe even where this parser reads HTML differently from a browser: the output is
 * never the input's markup, only elements of the allow-list that the writer itself produces,
 * without attributes but a checked http(s)/mailto `href`; everything else is escaped text. A
 * misread can change what text survives, never add markup.
 */

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

/** Elements whose content is raw text up to their own end tag (HTML "raw text" and "escapable raw text"). */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext']);
/** Elements that never have content. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);

interface ParsedElement extends DomLike {
  attributes: Map<string, string>;
  childNodes: DomLike[];
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n' };

/** Character references decoded (named ones of the list above, decimal and hex); unknown ones stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

function element(name: string, attributes: Map<string, string>): ParsedElement {
  return {
    nodeType: ELEMENT_NODE,
    nodeName: name.toUpperCase(),
    textContent: null,
    childNodes: [],
    attributes,
    getAttribute: (attribute) => attributes.get(attribute) ?? null,
  };
}

function textNode(value: string): DomLike {
  return { nodeType: TEXT_NODE, nodeName: '#text', textContent: value, childNodes: [] };
}

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (!attributes.has(name)) attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

/** An HTML fragment read into a DOM-like tree: elements, text (entities decoded); comments and doctypes skipped. */
export function parseHtmlFragment(html: string): DomLike[] {
  const root = element('#root', new Map());
  const stack: ParsedElement[] = [root];
  const current = () => stack[stack.length - 1]!;
  const appendText = (value: string) => {
    if (value) current().childNodes.push(textNode(decodeEntities(value)));
  };
  let index = 0;
  while (index < html.length) {
    const open = html.indexOf('<', index);
    if (open === -1) {
      appendText(html.slice(index));
      break;
    }
    appendText(html.slice(index, open));
    const rest = html.slice(open);
    if (rest.startsWith('<!--')) {
      const end = html.indexOf('-->', open + 4);
      index = end === -1 ? html.length : end + 3;
      continue;
    }
    const closing = /^<\/([a-zA-Z][^\s/>]*)[^>]*>?/.exec(rest);
    if (closing) {
      const name = closing[1]!.toLowerCase();
      const depth = stack.findLastIndex((node) => node.nodeName.toLowerCase() === name);
      if (depth > 0) stack.length = depth;
      index = open + closing[0].length;
      continue;
    }
    if (/^<[!?/]/.test(rest)) {
      const end = html.indexOf('>', open + 1);
      index = end === -1 ? html.length : end + 1;
      continue;
    }
    const tag = /^<([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>?/.exec(rest);
    if (!tag) {
      appendText('<');
      index = open + 1;
      continue;
    }
    const name = tag[1]!.toLowerCase();
    const node = element(name, attributesOf(tag[2] ?? ''));
    current().childNodes.push(node);
    index = open + tag[0].length;
    if (RAW_TEXT.has(name)) {
      const end = html.slice(index).search(new RegExp(`</${name}[\\s/>]`, 'i'));
      const stop = end === -1 ? html.length : index + end;
      node.childNodes.push(textNode(html.slice(index, stop)));
      const close = html.indexOf('>', stop);
      index = end === -1 || close === -1 ? html.length : close + 1;
      continue;
    }
    if (!VOID.has(name) && !tag[0].endsWith('/>')) stack.push(node);
  }
  return root.childNodes;
}

/**
 * HTML someone else wrote, reduced to the shared allow-list: text markup and safe links kept,
 * scripts, styles and embeds dropped with their content, every other tag unwrapped, every
 * attribute but a checked link target removed.
 *
 * @example sanitizeHtml('<p onclick="x()">Hi <script>alert(1)</script><b>you</b></p>') === '<p>Hi <b>you</b></p>'
 */
export function sanitizeHtml(html: string): string {
  return safeHtmlText(cleanNodes(parseHtmlFragment(html)));
}
