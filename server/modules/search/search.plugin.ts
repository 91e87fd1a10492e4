import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { directUrlOf } from '../../db/direct-url.ts';
import { LiveCatalogSearch } from './live-catalog-search.ts';
import { loadCatalogData, readCatalogVersion } from './load-catalog-index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Listing, filter counts and search over the catalogue (see `CatalogSearch`). */
    catalogSearch: LiveCatalogSearch;
  }
}

export interface SearchPluginOptions {
  /** How often each instance checks the catalogue version (default 2 s). */
  pollMs?: number;
}

/**
 * Builds the catalogue index before the app starts listening (logging the build time and the
 * product count) and keeps it current; see `LiveCatalogSearch`.
 */
export const searchPlugin = fp(
  async (app: FastifyInstance, options: SearchPluginOptions) => {
    // The full load reads through a cursor for minutes at 1M products: a session connection.
    const connectionString = directUrlOf(app.orm);
    const search = await LiveCatalogSearch.start({
      load: (pause) => loadCatalogData(connectionString, pause),
      // Raw: the catalogue index's version probe, an aggregate (sum over catalog_version) polled every few seconds.
      readVersion: () => readCatalogVersion((sql) => app.orm.em.fork().execute<{ v: string }[]>(sql)),
      pollMs: options.pollMs,
      log: app.log,
    });
    app.decorate('catalogSearch', search);
    app.addHook('onClose', () => search.close());
  },
  { name: 'catalog-search', dependencies: ['db'] },
);
