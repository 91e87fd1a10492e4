import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ProductChangeFeed, type ProductChanges } from './product-change-feed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This worker's product change feed: the catalogue index and the row caches follow it. */
    productChanges: ProductChanges;
  }
}

/**
 * Starts this worker's product change feed (one connection reading `product_changes`) before
 * anything reads the catalogue, so every row change committed after a snapshot is read is also heard.
 */
export const productChangesPlugin = fp(
  async (app: FastifyInstance) => {
    // One statement per read, no session state: DATABASE_URL, a pooler or not.
    const url = app.orm.config.get('clientUrl') ?? app.databaseDirectUrl;
    const feed = await ProductChangeFeed.start(url, { log: app.log });
    app.decorate('productChanges', feed);
    app.addHook('onClose', () => feed.close());
  },
  { name: 'product-changes', dependencies: ['db'] },
);
