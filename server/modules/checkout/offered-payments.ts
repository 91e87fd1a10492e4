import type { AppConfig } from '../../config.ts';
import type { BankAccount } from '../shop-settings/index.ts';

/**
 * Which payment adapters this server can use (each is hidden when not configured);
 * GET /v1/checkout reports them as `fees.<provider>.enable`.
 */
export function enabledProviders(config: AppConfig): { pay_online: boolean; pay_momo: boolean; paypal: boolean } {
  const { vnpay, momo, paypal } = config.payments;
  return { pay_online: vnpay !== null, pay_momo: momo !== null, paypal: paypal !== null };
}

/**
 * The account customers transfer to (the one staff saved, else the server's BANK_* configuration:
 * shop-settings' shopBankAccount), or null when there is none and an order's transfer
 * instructions are left out.
 */
export function bankTransferDetails(bank: BankAccount | null): { bank_name: string; account_number: string; account_name: string; bank_bin: string } | null {
  if (!bank) return null;
  return { bank_name: bank.bankName, account_number: bank.accountNumber, account_name: bank.accountName, bank_bin: bank.bankBin };
}
