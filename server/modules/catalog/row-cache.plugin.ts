import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SuggestionProduct } from '#shared/catalog/schemas.ts';
import { FreshRowCache } from './fresh-row-cache.ts';
import type { ProductChanges } from './product-change-feed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The search suggestions' product rows, kept fresh by PostgreSQL's change notifications. */
    suggestionRowCache: FreshRowCache<SuggestionProduct>;
  }
}

/** Distinct products kept (about 0.3 kB each): the suggestions shoppers keep asking for. */
const SUGGESTION_ROWS = 20_000;

/** With ROW_CACHE=0: a feed that is never live, so every row is read from PostgreSQL. */
const NO_FEED: ProductChanges = { live: false, generation: 0, onChange: () => () => {} };

/** The row caches this worker's product change feed keeps fresh (see `productChangesPlugin`). */
export const rowCachePlugin = fp(
  async (app: FastifyInstance, options: { enabled: boolean }) => {
    app.decorate('suggestionRowCache', new FreshRowCache<SuggestionProduct>(options.enabled ? app.productChanges : NO_FEED, SUGGESTION_ROWS));
  },
  { name: 'row-cache', dependencies: ['db', 'product-changes'] },
);
