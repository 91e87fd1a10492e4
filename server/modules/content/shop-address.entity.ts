import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A shop branch shown in the footer (spec §3 addresses). `nameEn` / `addressEn` are the English
 * storefront's (the branch names stayed Vietnamese); null shows the Vietnamese.
 */
export const ShopAddressSchema = defineEntity({
  name: 'ShopAddress',
  tableName: 'shop_addresses',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(200),
    nameEn: p.string().length(200).nullable(),
    address: p.string().length(500),
    addressEn: p.string().length(500).nullable(),
    phone: p.string().length(64).nullable(),
    mobile: p.string().length(64).nullable(),
    email: p.string().length(200).nullable(),
    position: p.integer().default(0),
  },
});
export type ShopAddress = InferEntity<typeof ShopAddressSchema>;
