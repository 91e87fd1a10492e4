import type { EntityManager } from '@mikro-orm/postgresql';
import { bankAccountErrors, normalizedBankAccount } from '#shared/shop-settings/bank-account-rules.ts';
import type { BankAccountBody, BankAccountResponse } from '#shared/shop-settings/schemas.ts';
import type { PaymentsConfig } from '../../config.ts';
import { assertNoFieldErrors } from '../../errors.ts';
import { changedFields, recordStaffChange } from '../audit/index.ts';
import { ShopBankAccountSchema } from './bank-account.entity.ts';
import { BANK_ACCOUNT_KEY, bankAccountBody, bankAccountSetting, shopBankAccount } from './bank-account-queries.ts';

/**
 * Saves the account customers transfer to, in one transaction with its change record (before:
 * the account shown until now, the server's configured one included). Orders already placed show
 * the account in use when they are opened: an unpaid transfer is paid to the current account.
 */
export async function setBankAccount(em: EntityManager, userId: number, body: BankAccountBody, configured: PaymentsConfig['bankTransfer']): Promise<BankAccountResponse> {
  assertNoFieldErrors(bankAccountErrors(body));
  const value = normalizedBankAccount(body);
  await em.transactional(async (tx) => {
    const current = await shopBankAccount(tx, configured);
    const before = current ? bankAccountBody(current) : { bank_name: null, bank_bin: null, account_number: null, account_name: null };
    const row = await tx.findOne(ShopBankAccountSchema, 1);
    const fields = { bankName: value.bank_name, bankBin: value.bank_bin, accountNumber: value.account_number, accountName: value.account_name };
    if (row) Object.assign(row, fields);
    else tx.create(ShopBankAccountSchema, { id: 1, ...fields });
    const change = changedFields<Record<string, unknown>>(before, { ...value });
    if (change) recordStaffChange(tx, { userId, subject: 'setting', subjectId: BANK_ACCOUNT_KEY, action: 'update', ...change });
    await tx.flush();
  });
  return bankAccountSetting(em, configured);
}
