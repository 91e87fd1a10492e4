import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { CountrySchema } from './country.entity.ts';

/**
 * A place in a country's administrative tree (spec §3 Location): a generic tree by parent and
 * level (1 province, 2 district, 3 ward for Vietnam today), so a two-level list loads the same
 * way. `code` is the official code (unique per country and level); `payment` the delivery fee
 * in integer VND and `timeDelivery` the delivery days as 'min-max' (server/seed/reference/delivery-terms.ts).
 */
export const LocationSchema = defineEntity({
  name: 'Location',
  tableName: 'locations',
  properties: {
    id: p.integer().primary(),
    country: () => p.manyToOne(CountrySchema).deleteRule('restrict'),
    parent: () => p.manyToOne(LocationSchema).nullable().index().deleteRule('restrict'),
    level: p.smallint(),
    code: p.string().length(16),
    name: p.string().length(200),
    type: p.string().length(50),
    payment: p.integer().default(0),
    timeDelivery: p.string().length(20),
  },
  indexes: [{ name: 'locations_country_id_level_index', properties: ['country', 'level'] }],
  uniques: [{ name: 'locations_country_id_level_code_unique', properties: ['country', 'level', 'code'] }],
  checks: [{ name: 'locations_level_check', expression: '(level >= 1) AND (level <= 3)' }],
});
export type Location = InferEntity<typeof LocationSchema>;
