import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { timestamps } from '../../db/timestamps.ts';
import { UserSchema } from '../accounts/user.entity.ts';
import { CountrySchema } from '../locations/country.entity.ts';
import { LocationSchema } from '../locations/location.entity.ts';

/**
 * A user's delivery address (spec §3 Delivery address). Vietnamese addresses point at province,
 * district and ward locations; others hold city, state and zipcode. At most one default per user,
 * enforced by a partial unique index (spec §4: one default, which cannot be removed).
 */
export const DeliveryAddressSchema = defineEntity({
  name: 'DeliveryAddress',
  tableName: 'delivery_addresses',
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(UserSchema).index().deleteRule('cascade'),
    name: p.string().length(120),
    phone: p.string().length(20),
    address: p.string().length(255),
    addressDefault: p.boolean().default(false),
    country: () => p.manyToOne(CountrySchema).deleteRule('restrict'),
    province: () => p.manyToOne(LocationSchema).nullable().deleteRule('restrict'),
    district: () => p.manyToOne(LocationSchema).nullable().deleteRule('restrict'),
    ward: () => p.manyToOne(LocationSchema).nullable().deleteRule('restrict'),
    zipcode: p.string().length(12).nullable(),
    city: p.string().length(100).nullable(),
    state: p.string().length(100).nullable(),
    ...timestamps(),
  },
  indexes: [
    {
      name: 'delivery_addresses_user_id_default_unique',
      expression: 'create unique index "delivery_addresses_user_id_default_unique" on "delivery_addresses" ("user_id") where "address_default"',
    },
  ],
});
export type DeliveryAddress = InferEntity<typeof DeliveryAddressSchema>;
