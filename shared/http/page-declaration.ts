/**
 * How a domain declares the storefront pages it owns (spec §2), once: the client routes that render
 * the page, the URL paths it answers, what a path means, and, for pages that need no lookup, their
 * head. shared/http/page-routes.ts composes every domain's list; the server's status and head
 * (server/modules/seo) and the client's slug checks read that one list.
 */
export interface PageDeclaration<Match> {
  /** The client routes that render the page, by their full path in client/route-tree.gen.ts. */
  routes: readonly string[];
  /** The URL paths of the page (no query string); its capture groups feed `read`. */
  pattern: RegExp;
  /** What a matching path shows; null when it is no page after all (e.g. a reserved first segment). */
  read(match: RegExpExecArray, path: string): Match | null;
}

/** Title and description of a page in one storefront language. */
export interface HeadText {
  title: string;
  description: string;
}

/** The head of a page that needs no lookup: its words in both languages and its robots directive. */
export interface FixedHead {
  vi: HeadText;
  en: HeadText;
  /** `noindex, nofollow` for pages search engines must not index; null for indexed pages. */
  robots: string | null;
}

/** A page that always exists, is its own canonical URL, and has a fixed head (account and PCB pages). */
export interface FixedPageDeclaration<Kind extends string, Page extends string> extends PageDeclaration<{ kind: Kind; page: Page; path: string }> {
  kind: Kind;
  page: Page;
  head: FixedHead;
}

/** Declares a fixed page: `pattern` matches its paths, with or without a trailing slash. */
export function fixedPage<Kind extends string, Page extends string>(
  kind: Kind,
  page: Page,
  pattern: RegExp,
  routes: readonly string[],
  head: FixedHead,
): FixedPageDeclaration<Kind, Page> {
  return { kind, page, pattern, routes, head, read: (_match, path) => ({ kind, page, path: path.replace(/(.)\/$/, '$1') }) };
}
