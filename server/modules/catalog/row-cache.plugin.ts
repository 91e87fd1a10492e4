import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BomProduct } from '#shared/bom/schemas.ts';
import type { SuggestionProduct } from '#shared/catalog/schemas.ts';
import { FreshRowCache } from './fresh-row-cache.ts';
import type { ProductChanges } from './product-change-feed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The search suggestions' product rows, kept fresh by PostgreSQL's change notifications. */
    suggestionRowCache: FreshRowCache<SuggestionProduct>;
    /** The BOM tool's products with their volume prices (a change of either drops the row). */
    bomRowCache: FreshRowCache<BomProduct>;
  }
}

/** Distinct products kept (about 0.3 kB each): the suggestions shoppers keep asking for. */
const SUGGESTION_ROWS = 20_000;
/**
 * Distinct BOM products kept (about 0.7 kB of heap each with five price breaks, so ~20 MB): a 200-line
 * BOM names ~200-1,000 products, and the passives and regulators BOMs share come up again and again.
 */
const BOM_ROWS = 30_000;

/** With ROW_CACHE=0: a feed that is never live, so every row is read from PostgreSQL. */
const NO_FEED: ProductChanges = { live: false, generation: 0, onChange: () => () => {} };

/** The row caches this worker's product change feed keeps fresh (see `productChangesPlugin`). */
export const rowCachePlugin = fp(
  async (app: FastifyInstance, options: { enabled: boolean }) => {
    app.decorate('suggestionRowCache', new FreshRowCache<SuggestionProduct>(options.enabled ? app.productChanges : NO_FEED, SUGGESTION_ROWS));
    app.decorate('bomRowCache', new FreshRowCache<BomProduct>(options.enabled ? app.productChanges : NO_FEED, BOM_ROWS));
  },
  { name: 'row-cache', dependencies: ['db', 'product-changes'] },
);
