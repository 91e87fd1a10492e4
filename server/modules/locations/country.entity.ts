import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A country (spec §3 Country), loaded from the `countries-list` package at server start
 * (server/seed/reference/ensure-reference-data.ts). `isoCode` is the lowercased ISO 3166-1
 * alpha-2 code; `flag` the emoji flag; `phoneCode` the calling code without '+'.
 */
export const CountrySchema = defineEntity({
  name: 'Country',
  tableName: 'countries',
  properties: {
    id: p.integer().primary(),
    isoCode: p.string().length(2).unique(),
    name: p.string().length(100),
    phoneCode: p.string().length(16),
    flag: p.string().length(16),
  },
});
export type Country = InferEntity<typeof CountrySchema>;
