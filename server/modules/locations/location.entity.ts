import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { CountrySchema } from './country.entity.ts';

/**
 * A place in a country's administrative tree (spec §3 Location): a generic tree by parent and
 * level. Vietnam's current map (since 1 July 2025) has two levels, 1 province and
 * 2 ward, the ward's parent being its province; the three-level map before it (1 province,
 * 2 district, 3 ward) stays as retired rows (`retiredOn` set) so that addresses saved under it keep
 * their names. A retired place names the current place that took it over (`successor`: a province,
 * or a ward when the old place went into one) and carries that place's delivery terms, kept in step
 * at every start (server/seed/reference/ensure-reference-data.ts): an old address is priced as
 * where it lies today. `code` is the official code, unique among current places per country and
 * level; `payment` the delivery fee in integer VND and `timeDelivery` the delivery days as
 * 'min-max', 0 being the day of the order (server/seed/reference/delivery-terms.ts).
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
    retiredOn: p.date().nullable(),
    successor: () => p.manyToOne(LocationSchema).nullable().deleteRule('restrict'),
  },
  indexes: [
    { name: 'locations_country_id_level_index', properties: ['country', 'level'] },
    {
      name: 'locations_current_code_unique',
      expression: 'create unique index "locations_current_code_unique" on "locations" ("country_id", "level", "code") where "retired_on" is null',
    },
    {
      name: 'locations_retired_code_unique',
      expression:
        'create unique index "locations_retired_code_unique" on "locations" ("country_id", "retired_on", "level", "code") where "retired_on" is not null',
    },
  ],
  checks: [{ name: 'locations_level_check', expression: '(level >= 1) AND (level <= 3)' }],
});
export type Location = InferEntity<typeof LocationSchema>;
