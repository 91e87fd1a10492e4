import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { timestamps } from '../../db/timestamps.ts';

/** A manufacturer / brand (spec §3 Supplier; shown at /suppliers/{slug} and /thuong-hieu/{slug}). */
export const SupplierSchema = defineEntity({
  name: 'Supplier',
  tableName: 'suppliers',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(200),
    slug: p.string().length(200).unique(),
    ...timestamps(),
  },
});
export type Supplier = InferEntity<typeof SupplierSchema>;
