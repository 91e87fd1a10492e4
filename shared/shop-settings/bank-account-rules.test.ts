import { describe, expect, test } from 'vitest';
import { bankAccountErrors, normalizedBankAccount } from './bank-account-rules.ts';

const GOOD = { bank_name: 'Vietcombank - CN Hà Nội', bank_bin: '970436', account_number: '0011 0012 34567', account_name: ' CONG TY  LINH KIEN ' };

describe('bank account staff may save', () => {
  test('saved trimmed, the account number without the spaces staff type', () => {
    expect(bankAccountErrors(GOOD)).toEqual({});
    expect(normalizedBankAccount(GOOD)).toEqual({ bank_name: 'Vietcombank - CN Hà Nội', bank_bin: '970436', account_number: '0011001234567', account_name: 'CONG TY LINH KIEN' });
  });

  test('each field says what is wrong with it', () => {
    expect(bankAccountErrors({ bank_name: ' ', bank_bin: '', account_number: '', account_name: '' })).toEqual({
      bank_name: 'field_required',
      bank_bin: 'field_required',
      account_number: 'field_required',
      account_name: 'field_required',
    });
    expect(bankAccountErrors({ ...GOOD, bank_bin: '97043' })).toEqual({ bank_bin: 'bank_bin_invalid' });
    expect(bankAccountErrors({ ...GOOD, account_number: '0011-ABC' })).toEqual({ account_number: 'account_number_invalid' });
    expect(bankAccountErrors({ ...GOOD, account_number: '1'.repeat(20) })).toEqual({ account_number: 'account_number_invalid' });
    expect(bankAccountErrors({ ...GOOD, bank_name: 'x'.repeat(101), account_name: 'y'.repeat(71) })).toEqual({ bank_name: 'field_too_long', account_name: 'field_too_long' });
  });
});
