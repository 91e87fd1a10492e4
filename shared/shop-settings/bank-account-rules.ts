/**
 * The shop's bank account for transfers (spec §4 payment method 2 / pickup payment 3 "payment
 * info"): what an order's transfer instructions, its confirmation mail and its VietQR code show.
 * The staff form's rule, run by the page and the server; field errors keyed by field name.
 */
export interface BankAccountInput {
  bank_name: string;
  /** The bank's 6-digit NAPAS id, e.g. 970436 for Vietcombank: the VietQR code needs it. */
  bank_bin: string;
  account_number: string;
  account_name: string;
}

export const BANK_NAME_MAX = 100;
export const ACCOUNT_NAME_MAX = 70;
/** VietQR carries the account in an EMV field; Vietnamese banks' accounts are 6 to 19 digits. */
const ACCOUNT_NUMBER = /^\d{6,19}$/;
const BANK_BIN = /^\d{6}$/;

/** Spaces and dots staff type inside an account number ("0011 0012 34567") are not part of it. */
export function accountNumberOfInput(value: string): string {
  return value.replaceAll(/[\s.-]/g, '');
}

/** The form's values as saved: trimmed, the account number without separators. */
export function normalizedBankAccount(input: BankAccountInput): BankAccountInput {
  return {
    bank_name: input.bank_name.trim(),
    bank_bin: input.bank_bin.trim(),
    account_number: accountNumberOfInput(input.account_number),
    account_name: input.account_name.trim().replaceAll(/\s+/g, ' '),
  };
}

/** Every field's problem (message keys); empty when the account can be saved. */
export function bankAccountErrors(input: BankAccountInput): Record<string, string> {
  const value = normalizedBankAccount(input);
  const errors: Record<string, string> = {};
  if (value.bank_name === '') errors.bank_name = 'field_required';
  else if (value.bank_name.length > BANK_NAME_MAX) errors.bank_name = 'field_too_long';
  if (value.bank_bin === '') errors.bank_bin = 'field_required';
  else if (!BANK_BIN.test(value.bank_bin)) errors.bank_bin = 'bank_bin_invalid';
  if (value.account_number === '') errors.account_number = 'field_required';
  else if (!ACCOUNT_NUMBER.test(value.account_number)) errors.account_number = 'account_number_invalid';
  if (value.account_name === '') errors.account_name = 'field_required';
  else if (value.account_name.length > ACCOUNT_NAME_MAX) errors.account_name = 'field_too_long';
  return errors;
}
