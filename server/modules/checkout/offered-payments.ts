import type { AppConfig } from '../../config.ts';

/**
 * Which payment adapters this server can use (each is hidden when not configured);
 * GET /v1/checkout reports them as `fees.<provider>.enable`.
 */
export function enabledProviders(config: AppConfig): { pay_online: boolean; pay_momo: boolean; paypal: boolean; bank_transfer: boolean } {
  const { vnpay, momo, paypal, bankTransfer } = config.payments;
  return { pay_online: vnpay !== null, pay_momo: momo !== null, paypal: paypal !== null, bank_transfer: bankTransfer !== null };
}

/** The shop's account customers transfer to, or null when bank transfer is not configured. */
export function bankTransferDetails(config: AppConfig): { bank_name: string; account_number: string; account_name: string; bank_bin: string } | null {
  const bank = config.payments.bankTransfer;
  if (!bank) return null;
  return { bank_name: bank.bankName, account_number: bank.accountNumber, account_name: bank.accountName, bank_bin: bank.bankBin };
}
