import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ProductChangeFeed, type ProductChanges } from './product-change-feed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This worker's `product_rows` feed: the catalogue index and the row caches follow it. */
    productChanges: ProductChanges;
  }
}

/**
 * Starts this worker's product change feed (one LISTEN connection) before anything reads the
 * catalogue, so every row change committed after a snapshot is read is also heard.
 */
export const productChangesPlugin = fp(
  async (app: FastifyInstance) => {
    // LISTEN needs a session of its own: DATABASE_DIRECT_URL when DATABASE_URL is a pooler.
    const feed = await ProductChangeFeed.start(app.databaseDirectUrl, app.log);
    app.decorate('productChanges', feed);
    app.addHook('onClose', () => feed.close());
  },
  { name: 'product-changes', dependencies: ['db'] },
);
