import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SuggestionProduct } from '#shared/catalog/schemas.ts';
import { directUrlOf } from '../../db/direct-url.ts';
import { FreshRowCache } from './fresh-row-cache.ts';
import { ProductChangeFeed, type ProductChanges } from './product-change-feed.ts';

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

/** Starts this worker's product change feed (one connection) and the row caches it keeps fresh. */
export const rowCachePlugin = fp(
  async (app: FastifyInstance, options: { enabled: boolean }) => {
    // LISTEN needs a session of its own: DATABASE_DIRECT_URL when DATABASE_URL is a pooler.
    const feed = options.enabled ? await ProductChangeFeed.start(directUrlOf(app.orm), app.log) : null;
    app.decorate('suggestionRowCache', new FreshRowCache<SuggestionProduct>(feed ?? NO_FEED, SUGGESTION_ROWS));
    if (feed) app.addHook('onClose', () => feed.close());
  },
  { name: 'row-cache', dependencies: ['db'] },
);
