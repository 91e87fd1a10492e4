import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { timestamps } from '../../db/timestamps.ts';
import { UserSchema } from '../accounts/user.entity.ts';

/**
 * What the shop knows about a customer beyond the account (spec §3 Profile and Company): phone,
 * company details for VAT invoices, the shop-set flags `isTax` (may ask for a VAT invoice) and
 * `buyonshop` (in-shop checkout), and the bonus balance in integer VND. One row per user, created
 * on the first save; a user without a row has the defaults. `countryId` is a plain column here;
 * the delivery-address work links it to countries.
 */
export const ProfileSchema = defineEntity({
  name: 'Profile',
  tableName: 'profiles',
  properties: {
    user: () => p.manyToOne(UserSchema).primary().deleteRule('cascade'),
    phone: p.string().length(20).nullable(),
    company: p.string().length(255).nullable(),
    taxcode: p.string().length(14).nullable(),
    companyAddress: p.string().length(500).nullable(),
    isTax: p.boolean().default(false),
    buyonshop: p.boolean().default(false),
    bonus: p.integer().default(0),
    countryId: p.integer().nullable(),
    ...timestamps(),
  },
});
export type Profile = InferEntity<typeof ProfileSchema>;
