import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * The bank account customers transfer to, as staff saved it in /admin/settings (one row, id 1);
 * without a row the server's BANK_* configuration is the account (shop-bank-account.ts).
 */
export const ShopBankAccountSchema = defineEntity({
  name: 'ShopBankAccount',
  tableName: 'shop_bank_account',
  properties: {
    id: p.smallint().primary().autoincrement(false),
    bankName: p.string().length(100),
    /** The bank's 6-digit NAPAS id (the VietQR code needs it). */
    bankBin: p.string().length(6),
    accountNumber: p.string().length(19),
    accountName: p.string().length(70),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type ShopBankAccount = InferEntity<typeof ShopBankAccountSchema>;
