import { API_PATH, productDetailPath } from '#shared/http/api-paths.ts';
import type { PageMatch } from '#shared/http/page-routes.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { escapeHtml } from '../../lib/html-escape.ts';

/** One entry of Vite's build manifest (dist/client/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export type BuildManifest = Record<string, ManifestChunk>;

/** What a page needs before it can paint, beyond what index.html already loads. */
export interface PagePreloads {
  modules: string[];
  /** The page's stylesheets in the order Vite's chunk loader applies them (a chunk's imports first). */
  styles: string[];
  /** Those stylesheets joined into one file by the build (./page-styles.ts), when there are several. */
  joinedStyles?: string | null;
}

/** A list of stylesheets joined into one file by the build: list key (pageStylesKey) → file. */
export type PageStyleFiles = Readonly<Record<string, string>>;

/** The key a list of stylesheets is joined under. */
export function pageStylesKey(styles: readonly string[]): string {
  return styles.join(' ');
}

interface RouteFile {
  key: string;
  segments: string[];
  /** File `a.b.index.tsx`: renders at exactly `/a/b` inside the layout `a.b.tsx`, if any. */
  isIndex: boolean;
  /** Other route files sit below it (`pcb.tsx` above `pcb.assembly.tsx`): it renders around them. */
  isLayout: boolean;
}

const ROUTE_KEY = /^routes\/(.+)\.tsx\?tsr-split=component$/;

/** TanStack Router flat file names: dots separate segments, `$name` is a parameter, `$` a splat. */
function routeFiles(manifest: BuildManifest): RouteFile[] {
  const files: RouteFile[] = [];
  for (const key of Object.keys(manifest)) {
    const name = ROUTE_KEY.exec(key)?.[1];
    if (!name || name.startsWith('__') || name === '$') continue;
    const segments = name.split('.');
    const isIndex = segments.at(-1) === 'index';
    files.push({ key, segments: isIndex ? segments.slice(0, -1) : segments, isIndex, isLayout: false });
  }
  for (const file of files) {
    file.isLayout = !file.isIndex && files.some((other) => other.segments.length > file.segments.length && startsWith(other.segments, file.segments));
  }
  return files;
}

function startsWith(segments: string[], prefix: string[]): boolean {
  return prefix.every((segment, i) => segments[i] === segment);
}

function segmentsMatch(route: string[], path: string[]): boolean {
  return route.length === path.length && route.every((segment, i) => segment.startsWith('$') || segment === path[i]);
}

/** Static segments outrank parameters, earlier ones first: `/carts` is carts.tsx, not $slug.tsx. */
function specificity(route: string[]): string {
  return route.map((segment) => (segment.startsWith('$') ? '0' : '1')).join('');
}

/**
 * The JavaScript and CSS the page at `pathname` loads after the entry: its route component chunks
 * (the leaf and the layouts above it) with their static imports, and the language's message
 * catalogue. Written into the app shell as preloads so the browser fetches them while it runs the
 * entry instead of one round trip after another (Lighthouse mobile goals, docs: README
 * "Performance"). Derived from the client's own route files, so no second list of URLs exists.
 */
export function createRoutePreloads(manifest: BuildManifest, joined: PageStyleFiles = {}): (pathname: string, locale: Locale) => PagePreloads {
  const { leavesByRank, preloadsOf } = routePreloadReader(manifest);
  const cache = new Map<string, PagePreloads>();
  return (pathname, locale) => {
    const path = pathname.split('/').filter(Boolean);
    const leaf = leavesByRank.find((file) => segmentsMatch(file.segments, path)) ?? null;
    const cacheKey = `${leaf?.key ?? ''}|${locale}`;
    const cached = cache.get(cacheKey);
    if (cached) return cached;
    const preloads = preloadsOf(leaf, locale);
    const result = { ...preloads, joinedStyles: joined[pageStylesKey(preloads.styles)] ?? null };
    cache.set(cacheKey, result);
    return result;
  };
}

/**
 * Every list of stylesheets a page of the app can need (each route, each language): what the
 * build joins into one file per list (./page-styles.ts).
 */
export function allPageStyleLists(manifest: BuildManifest, locales: readonly Locale[]): string[][] {
  const { leavesByRank, preloadsOf } = routePreloadReader(manifest);
  const lists = new Map<string, string[]>();
  for (const leaf of [null, ...leavesByRank]) {
    for (const locale of locales) {
      const { styles } = preloadsOf(leaf, locale);
      lists.set(pageStylesKey(styles), styles);
    }
  }
  return [...lists.values()];
}

function routePreloadReader(manifest: BuildManifest) {
  const files = routeFiles(manifest);
  // Ranked once: per request the first that matches is the page's route.
  const leavesByRank = files.filter((file) => !file.isLayout).sort((a, b) => specificity(b.segments).localeCompare(specificity(a.segments)));
  const alreadyLoaded = new Set<string>();
  const entryStyles = new Set<string>();
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (entry) collect(entry, alreadyLoaded, entryStyles);

  // Vite's chunk loader applies a chunk's imports' stylesheets before its own: so does a page's
  // joined file, so the cascade is the one a navigation in the app builds.
  function collect(chunk: ManifestChunk, into: Set<string>, styles: Set<string>): void {
    if (into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const key of chunk.imports ?? []) {
      const imported = manifest[key];
      if (imported) collect(imported, into, styles);
    }
    for (const css of chunk.css ?? []) styles.add(css);
  }

  function preloadsOf(leaf: RouteFile | null, locale: Locale): PagePreloads {
    const chosen: RouteFile[] = [];
    if (leaf) {
      // Layout routes above the leaf (e.g. pcb.tsx above pcb.assembly.tsx) render with it.
      for (const file of files) if (file.isLayout && startsWith(leaf.segments, file.segments)) chosen.push(file);
      chosen.push(leaf);
    }
    const modules = new Set<string>();
    const styles = new Set<string>();
    const messages = manifest[`i18n/locales/${locale}/messages.po`];
    if (messages) collect(messages, modules, styles);
    for (const file of chosen) collect(manifest[file.key]!, modules, styles);
    return {
      modules: [...modules].filter((file) => !alreadyLoaded.has(file)),
      styles: [...styles].filter((file) => !entryStyles.has(file)),
    };
  }

  return { leavesByRank, preloadsOf };
}

/**
 * The API answers a page's first render waits for: the shell's menu and footer (root loader) and,
 * on a product page, the product (its route loader) — fetched with the page's scripts instead of
 * after them. Same URLs and credentials as the app's getJson, so the browser reuses the answers.
 */
export function pageDataUrls(page: PageMatch | null): string[] {
  const urls: string[] = [API_PATH.menu, API_PATH.footer];
  if (page?.kind === 'product') urls.push(productDetailPath(page.slug));
  return urls;
}

/**
 * The stylesheet tags of a server-rendered page: its markup is already there and must paint
 * styled, so its styles apply at once — in one file when the build joined them (one request
 * before the first paint instead of four to eight). Each file of that join is then named by a
 * `disabled` link, which the browser neither fetches nor waits for: Vite's chunk loader looks for
 * a stylesheet link with the file's address before adding one, so hydrating adds no second copy.
 */
function renderedStyleTags(preloads: PagePreloads): string[] {
  if (!preloads.joinedStyles) return preloads.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  return [
    `<link rel="stylesheet" crossorigin href="/${preloads.joinedStyles}">`,
    ...preloads.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" disabled>`),
  ];
}

/**
 * The `<link>` tags for a page's preloads (paths are build-relative, served from the root). A
 * server-rendered page (`rendered`) applies its routes' stylesheets at once (renderedStyleTags). Its route
 * code is not preloaded: the page paints without it, and under a phone's bandwidth those
 * requests compete with its largest picture (Lighthouse's simulated LCP counts every request that
 * started before that paint); the entry asks for them as it hydrates (clicks meanwhile are held,
 * client/app/hold-early-clicks.ts). The largest picture's preload comes first.
 */
export function preloadTags(preloads: PagePreloads, lcpImage: string | null, dataUrls: string[] = [], rendered = false): string {
  const image = lcpImage ? [`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(lcpImage)}">`] : [];
  if (rendered) return [...image, ...renderedStyleTags(preloads)].map((tag) => `\n    ${tag}`).join('');
  // The plain shell paints nothing before its scripts: data and code first, the picture last.
  const tags = dataUrls.map((url) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(url)}">`);
  tags.push(...preloads.modules.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`));
  tags.push(...preloads.styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`));
  return [...tags, ...image].map((tag) => `\n    ${tag}`).join('');
}
