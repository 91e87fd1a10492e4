import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { intArray } from '../../lib/sql-arrays.ts';
import type { StockRow } from './catalog-patch.ts';
import { LiveCatalogSearch, type LiveCatalogSearchOptions } from './live-catalog-search.ts';
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
  /** Told the duration of each full build and in-place patch (metrics). */
  observe?: LiveCatalogSearchOptions['observe'];
}

/**
 * Builds the catalogue index before the app starts listening (logging the build time and the
 * product count) and keeps it current; see `LiveCatalogSearch`.
 */
export const searchPlugin = fp(
  async (app: FastifyInstance, options: SearchPluginOptions) => {
    // The full load reads through a cursor for minutes at 1M products: a session connection.
    const connectionString = app.databaseDirectUrl;
    const search = await LiveCatalogSearch.start({
      load: (pause) => loadCatalogData(connectionString, pause),
      // Raw: the catalogue index's version probe, an aggregate (sum over catalog_version) polled every few seconds.
      readVersion: () => readCatalogVersion((sql) => app.orm.em.fork().execute<{ v: string }[]>(sql)),
      pollMs: options.pollMs,
      changes: app.productChanges,
      readStock: (ids) =>
        // Raw: three columns of the announced products by id, as positional rows for the patch.
        app.orm.em
          .fork()
          .execute<{ id: number; price: number; inventory: number }[]>('select id, price, inventory from products where id = any(?::int[])', [intArray(ids)])
          .then((rows) => rows.map((row): StockRow => [row.id, row.price, row.inventory])),
      observe: options.observe,
      log: app.log,
    });
    app.decorate('catalogSearch', search);
    app.addHook('onClose', () => search.close());
  },
  { name: 'catalog-search', dependencies: ['db', 'product-changes'] },
);
