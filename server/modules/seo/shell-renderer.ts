import { createHash } from 'node:crypto';
import type { Locale } from '#shared/i18n/locale.ts';
import { escapeHtml, jsonForScript } from '../../lib/html-escape.ts';
import { SITE_NAME } from './page-head.ts';

/** What the server writes into the head of the app shell for one page. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL; null on pages that have none (not found). */
  canonical: string | null;
  /** `<meta name="robots">` content, e.g. `noindex, follow` for search results and 404s. */
  robots: string | null;
  /** schema.org structured data (product pages), written as JSON-LD. */
  jsonLd: object | null;
  /** The page's largest picture (a product's main image), preloaded so it paints with the page. */
  lcpImage?: string | null;
  /** Open Graph tags (news articles and content pages): how a shared link previews. */
  openGraph?: OpenGraph | null;
}

export interface OpenGraph {
  type: 'article' | 'website';
  title: string;
  description: string;
  url: string;
  image: string | null;
  publishedTime: string | null;
}

function openGraphTags(og: OpenGraph): string {
  const tags: [string, string | null][] = [
    ['og:type', og.type],
    ['og:site_name', SITE_NAME],
    ['og:title', og.title],
    ['og:description', og.description],
    ['og:url', og.url],
    ['og:image', og.image],
    ['article:published_time', og.publishedTime],
  ];
  return tags
    .filter((tag): tag is [string, string] => tag[1] !== null)
    .map(([property, content]) => `\n    <meta property="${property}" content="${escapeHtml(content)}" />`)
    .join('');
}

const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /[ \t]*<meta\s+name="description"[^>]*>\n?/;
const CANONICAL = /[ \t]*<link\s+rel="canonical"[^>]*>\n?/;
const HTML_LANG = /<html lang="[^"]*"/;
const APP_CONTAINER = '<div id="app"></div>';

/** A page's first screen rendered on the server (client/entry-server.tsx). */
export interface RenderedBody {
  /** The markup of `#app`, as React rendered it. */
  html: string;
  /** The API answers it was rendered with, by URL, for the client's first load (client/api/first-answers.ts). */
  answers: Record<string, unknown>;
}

/**
 * Prepares the built index.html once so each page costs a few string joins: the shell's own title,
 * description and canonical are cut out, and per page the new ones (plus robots and JSON-LD) are
 * written where the title was, with `<html lang>` set to the visitor's language. Every text is
 * escaped; the JSON-LD is script-safe (see jsonForScript). The script is a data block, which the
 * strict CSP (script-src 'self') does not apply to: browsers never execute it. A server-rendered
 * page's markup goes into `#app`, followed by the answers it was rendered with.
 */
export function createShellRenderer(shell: string): (head: PageHead, locale: Locale, preloads?: string, body?: RenderedBody | null) => string {
  const cleaned = shell.replace(DESCRIPTION, '').replace(CANONICAL, '');
  const title = TITLE.exec(cleaned);
  let before: string;
  let after: string;
  if (title) {
    before = cleaned.slice(0, title.index);
    after = cleaned.slice(title.index + title[0].length);
  } else {
    const headOpen = /<head[^>]*>/.exec(cleaned);
    const at = headOpen ? headOpen.index + headOpen[0].length : 0;
    before = cleaned.slice(0, at);
    after = cleaned.slice(at);
  }
  const byLocale = {
    vi: before.replace(HTML_LANG, '<html lang="vi"'),
    en: before.replace(HTML_LANG, '<html lang="en"'),
  };
  return (head, locale, preloads = '', body = null) => {
    let tags = `<title>${escapeHtml(head.title)}</title>\n    <meta name="description" content="${escapeHtml(head.description)}" />`;
    if (head.canonical) tags += `\n    <link rel="canonical" href="${escapeHtml(head.canonical)}" />`;
    if (head.robots) tags += `\n    <meta name="robots" content="${escapeHtml(head.robots)}" />`;
    if (head.openGraph) tags += openGraphTags(head.openGraph);
    if (head.jsonLd) tags += `\n    <script type="application/ld+json" id="structured-data">${jsonForScript(head.jsonLd)}</script>`;
    // Preloads go last in the head: the entry's own script and styles are requested first.
    let rest = preloads ? after.replace('</head>', `${preloads}\n  </head>`) : after;
    // The answers are a JSON data block like the JSON-LD: never executed, so the CSP allows it.
    if (body) rest = rest.replace(APP_CONTAINER, () => `<div id="app">${body.html}</div>\n    <script type="application/json" id="first-answers">${jsonForScript(body.answers)}</script>`);
    return byLocale[locale] + tags + rest;
  };
}

/** A strong validator for a page's HTML: the same markup, the same tag (If-None-Match → 304). */
export function htmlEtag(html: string): string {
  return `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
}
