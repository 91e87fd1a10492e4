import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { matchPage } from '#shared/http/page-routes.ts';
import { LOCALE_COOKIE } from '#shared/i18n/locale.ts';
import { notFound } from '../errors.ts';
import { publicOrigin } from '../http/public-origin.ts';
import { mergedCategorySlug } from '../modules/catalog-structure/index.ts';
import { resolvePageHead } from '../modules/seo/resolve-page-head.ts';
import { readPageStyles } from '../modules/seo/page-styles.ts';
import { createRoutePreloads, pageDataUrls, preloadTags, type BuildManifest } from '../modules/seo/route-preloads.ts';
import { createRenderedPageCache } from '../modules/seo/rendered-page-cache.ts';
import { isServerRendered, loadServerRenderEntry } from '../modules/seo/server-render.ts';
import { createShellRenderer, htmlEtag, type RenderedBody } from '../modules/seo/shell-renderer.ts';
import { SESSION_COOKIE } from './session.ts';
import type { TypedApp, TypedRequest } from '../http/typed-app.ts';

/** Paths owned by the API and media routes: never answered with the app shell. */
const NON_PAGE_PREFIXES = ['/v1/', '/api/', '/upload/', '/photo/', '/docs/', '/lang/', '/assets/', '/sitemaps/'];
const ONE_YEAR = 31_536_000;
/** The shell reads `?search=` for the search page's head; any other query belongs to the page. */
const ShellSchema = { hide: true, querystring: Type.Object({ search: Type.Optional(Type.Unknown()) }) };

/** Cache policy by file: hashed build assets forever, the shell and service worker always revalidated. */
function setCacheHeaders(reply: FastifyReply, path: string): void {
  if (path.includes('/assets/') || /\/(icons|fonts)\//.test(path)) {
    reply.header('cache-control', `public, max-age=${ONE_YEAR}, immutable`);
  } else {
    reply.header('cache-control', 'no-cache');
  }
}

/**
 * Serves the built PWA from `clientDir` and answers page URLs with the app shell: status 200 for
 * the app's pages and 404 otherwise, `<html lang>` from the language cookie, and the page's own
 * title, description, canonical link and (products) JSON-LD written into the head, so crawlers
 * see them without running the app (the app keeps them current on client
 * navigations with usePageMeta). One query per page at most.
 */
export const clientAppPlugin = fp(
  async (app: TypedApp, options: { clientDir: string; publicUrl?: string | null }) => {
    const indexPath = join(options.clientDir, 'index.html');
    if (!existsSync(indexPath)) {
      app.log.warn(`no client build at ${options.clientDir}; run "npm run build" to serve the app`);
      return;
    }
    const renderShell = createShellRenderer(readFileSync(indexPath, 'utf8'));
    const manifestPath = join(options.clientDir, '.vite', 'manifest.json');
    const routePreloads = existsSync(manifestPath) ? createRoutePreloads(JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest, readPageStyles(options.clientDir)) : null;
    const serverRender = await loadServerRenderEntry(join(options.clientDir, '..', 'ssr', 'entry-server.js'));
    if (!serverRender) app.log.warn(`no server-rendering build beside ${options.clientDir}; pages are rendered in the browser only`);
    const renderedPages = createRenderedPageCache(32);

    /**
     * The first screen of a guest's visit to a server-rendered page, or null (plain shell). Never
     * for a signed-in visitor: the markup is the signed-out page, the same for every guest, so no
     * one's data reaches another's response. The loaders' reads go through this same app.
     */
    async function renderFirstScreen(request: TypedRequest<typeof ShellSchema>, reply: FastifyReply, page: ReturnType<typeof matchPage>): Promise<RenderedBody | null> {
      if (!serverRender || !isServerRendered(page) || request.cookies[SESSION_COOKIE]) return null;
      const cookie = `${LOCALE_COOKIE}=${request.locale}`;
      try {
        // Kept per page and language while the answers it was rendered from stay the same.
        const { body, hit } = await renderedPages.render(
          `${request.locale} ${request.url}`,
          async (url) => {
            const answer = await app.inject({ method: 'GET', url, headers: { cookie, accept: 'application/json' } });
            return { status: answer.statusCode, body: answer.body };
          },
          (get) => serverRender.renderPage(request.url, request.locale, get),
        );
        reply.header('server-timing', `render;desc="${hit ? 'cached' : 'rendered'}"`);
        return body;
      } catch (error) {
        request.log.error({ err: error }, 'server render failed; sending the plain shell');
        return null;
      }
    }

    await app.register(fastifyStatic, {
      root: options.clientDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // Source maps give the whole client source away. The build writes them
      // `hidden` (for decoding reported stack traces) and they are never served: no route is made
      // for them, and a map that appears later is refused too.
      globIgnore: ['**/*.map', '**/.vite/**', '**/*.br'],
      // The build writes a Brotli copy of each script and stylesheet (scripts/precompress.ts).
      preCompressed: true,
      allowedPath: (pathName) => !pathName.endsWith('.map') && !pathName.includes('/.vite/'),
      setHeaders: (res, path) => setCacheHeaders(res, path),
    });

    async function sendShell(request: TypedRequest<typeof ShellSchema>, reply: FastifyReply) {
      const path = request.url.split('?')[0] ?? '/';
      if (NON_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix))) throw notFound('Resource');
      const { search } = request.query;
      const page = matchPage(path);
      const { status, head } = await resolvePageHead(request.em, page, {
        locale: request.locale,
        origin: publicOrigin(request, options.publicUrl ?? null),
        search: typeof search === 'string' ? search : null,
      });
      if (status === 404 && page?.kind === 'category') {
        // A merged category's old address moves for good to the category it went into (filters and page kept).
        const slug = await mergedCategorySlug(request.em, page.slug);
        if (slug) return reply.redirect(`/product/${slug}${request.url.slice(path.length)}`, 301);
      }
      const body = status === 200 ? await renderFirstScreen(request, reply, page) : null;
      // A rendered page carries its data: only its route chunks, styles and picture are preloaded.
      const preloads = status === 200 && routePreloads ? preloadTags(routePreloads(path, request.locale), head.lcpImage ?? null, body ? [] : pageDataUrls(page), body !== null) : '';
      const html = renderShell(head, request.locale, preloads, body);
      reply.header('cache-control', 'no-cache').header('vary', 'cookie').type('text/html; charset=utf-8');
      if (!body) return reply.status(status).send(html);
      // A guest's rendered page is the same for every guest until its data changes: revalidated.
      const etag = htmlEtag(html);
      reply.header('etag', etag);
      return request.headers['if-none-match'] === etag ? reply.status(304).send() : reply.status(status).send(html);
    }

    app.get('/', { schema: ShellSchema }, sendShell);
    app.get('/*', { schema: ShellSchema }, sendShell);
  },
  { name: 'client-app', dependencies: ['db', 'locale'] },
);
