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
    const connectionString = app.orm.config.get('clientUrl');
    if (!connectionString) throw new Error('the product change feed needs the database URL (clientUrl)');
    const feed = await ProductChangeFeed.start(connectionString, app.log);
    app.decorate('productChanges', feed);
    app.addHook('onClose', () => feed.close());
  },
  { name: 'product-changes', dependencies: ['db'] },
);
