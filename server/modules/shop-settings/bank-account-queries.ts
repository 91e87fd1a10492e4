import type { EntityManager } from '@mikro-orm/postgresql';
import type { BankAccountResponse } from '#shared/shop-settings/schemas.ts';
import type { PaymentsConfig } from '../../config.ts';
import { staffChangesOf } from '../audit/index.ts';
import { ShopBankAccountSchema } from './bank-account.entity.ts';

export type BankAccount = NonNullable<PaymentsConfig['bankTransfer']>;

/** The staff-change record's subject id of the bank account setting. */
export const BANK_ACCOUNT_KEY = 'bank_account';

/**
 * The account customers transfer to (spec §4 "payment info"): the one staff saved in
 * /admin/settings, else the server's BANK_* configuration, else null (bank transfer not offered).
 * Read per request, so every app instance shows a saved change at once.
 */
export async function shopBankAccount(em: EntityManager, configured: PaymentsConfig['bankTransfer']): Promise<BankAccount | null> {
  const saved = await em.findOne(ShopBankAccountSchema, 1, { refresh: true });
  if (!saved) return configured;
  return { bankName: saved.bankName, bankBin: saved.bankBin, accountNumber: saved.accountNumber, accountName: saved.accountName };
}

export function bankAccountBody(bank: BankAccount): NonNullable<BankAccountResponse['bank_account']> {
  return { bank_name: bank.bankName, bank_bin: bank.bankBin, account_number: bank.accountNumber, account_name: bank.accountName };
}

/** What staff see: the account in use, where it comes from, and its latest changes. */
export async function bankAccountSetting(em: EntityManager, configured: PaymentsConfig['bankTransfer']): Promise<BankAccountResponse> {
  const [saved, changes] = await Promise.all([em.count(ShopBankAccountSchema, { id: 1 }), staffChangesOf(em, 'setting', BANK_ACCOUNT_KEY, 10)]);
  const bank = await shopBankAccount(em, configured);
  return { bank_account: bank && bankAccountBody(bank), source: saved > 0 ? 'settings' : bank ? 'server' : 'none', changes };
}
