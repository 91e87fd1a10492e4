import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * The catalogue version, spread over 16 slots: statement-level triggers on the catalogue tables
 * add 1 to the slot of the writing connection (pg_backend_pid() % 16), and the version is the
 * sum of the slots. Slots keep concurrent writers off one hot row; the sum only moves when a
 * writing transaction commits, so an index built in the same snapshot as the version it reads
 * is never silently behind (see the CatalogVersion migration and `LiveCatalogSearch`).
 */
export const CatalogVersionSchema = defineEntity({
  name: 'CatalogVersion',
  tableName: 'catalog_version',
  properties: {
    slot: p.smallint().primary(),
    version: p.bigint().default(0),
  },
});
export type CatalogVersion = InferEntity<typeof CatalogVersionSchema>;
