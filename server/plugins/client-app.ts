import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { matchPage } from '#shared/http/page-routes.ts';
import { notFound } from '../errors.ts';
import { CategorySchema } from '../modules/catalog/category.entity.ts';
import { ProductSchema } from '../modules/catalog/product.entity.ts';

/** Paths owned by the API and media routes: never answered with the app shell. */
const NON_PAGE_PREFIXES = ['/v1/', '/api/', '/upload/', '/photo/', '/docs/', '/lang/', '/assets/'];
const ONE_YEAR = 31_536_000;

/** Cache policy by file: hashed build assets forever, the shell and service worker always revalidated. */
function setCacheHeaders(reply: FastifyReply, path: string): void {
  if (path.includes('/assets/') || /\/(icons|fonts)\//.test(path)) {
    reply.header('cache-control', `public, max-age=${ONE_YEAR}, immutable`);
  } else {
    reply.header('cache-control', 'no-cache');
  }
}

/**
 * Serves the built PWA from `clientDir` and answers page URLs with the app shell, whose
 * `<html lang>` follows the language cookie. Status is 200 for the app's pages and 404 otherwise.
 */
export const clientAppPlugin = fp(
  async (app: FastifyInstance, options: { clientDir: string }) => {
    const indexPath = join(options.clientDir, 'index.html');
    if (!existsSync(indexPath)) {
      app.log.warn(`no client build at ${options.clientDir}; run "npm run build" to serve the app`);
      return;
    }
    const shell = readFileSync(indexPath, 'utf8');
    const shellFor = { vi: shell.replace(/<html lang="[^"]*"/, '<html lang="vi"'), en: shell.replace(/<html lang="[^"]*"/, '<html lang="en"') };

    await app.register(fastifyStatic, {
      root: options.clientDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (res, path) => setCacheHeaders(res, path),
    });

    async function pageStatus(request: FastifyRequest, path: string): Promise<number> {
      const page = matchPage(path);
      if (!page) return 404;
      if (page.kind === 'static') return 200;
      const found =
        page.kind === 'category'
          ? await request.em.count(CategorySchema, { slug: page.slug })
          : await request.em.count(ProductSchema, { slug: page.slug });
      return found > 0 ? 200 : 404;
    }

    async function sendShell(request: FastifyRequest, reply: FastifyReply) {
      const path = request.url.split('?')[0] ?? '/';
      if (NON_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix))) throw notFound('Resource');
      const status = await pageStatus(request, path);
      return reply
        .status(status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(shellFor[request.locale]);
    }

    app.get('/', { schema: { hide: true } }, sendShell);
    app.get('/*', { schema: { hide: true } }, sendShell);
  },
  { name: 'client-app', dependencies: ['db', 'locale'] },
);
