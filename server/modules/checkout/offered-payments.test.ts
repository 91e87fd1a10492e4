import { describe, expect, test } from 'vitest';
import { loadConfig } from '../../config.ts';
import { bankTransferDetails, enabledProviders } from './offered-payments.ts';

const vnpay = { VNPAY_TMN_CODE: 'DEMO0001', VNPAY_HASH_SECRET: 'secret', VNPAY_PAY_URL: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html' };
const bank = { BANK_NAME: 'Vietcombank', BANK_BIN: '970436', BANK_ACCOUNT_NUMBER: '0011001234567', BANK_ACCOUNT_NAME: 'CONG TY LINH KIEN VIET' };

describe('payment adapters are enabled only when all their variables are set', () => {
  test('nothing set: every adapter hidden, no bank account', () => {
    const config = loadConfig({});
    expect(enabledProviders(config)).toEqual({ pay_online: false, pay_momo: false, paypal: false });
    expect(bankTransferDetails(config.payments.bankTransfer)).toBeNull();
  });

  test('a complete set enables its adapter; a partial set does not', () => {
    const config = loadConfig({ ...vnpay, ...bank, MOMO_PARTNER_CODE: 'MOMO', MOMO_ACCESS_KEY: 'a', MOMO_SECRET_KEY: 's', PAYPAL_CLIENT_ID: 'id' });
    expect(enabledProviders(config)).toEqual({ pay_online: true, pay_momo: false, paypal: false });
    expect(bankTransferDetails(config.payments.bankTransfer)).toEqual({ bank_name: 'Vietcombank', account_number: '0011001234567', account_name: 'CONG TY LINH KIEN VIET', bank_bin: '970436' });
  });

  test('refuses a pay URL that is not http(s) and a bank id that is not 6 digits', () => {
    expect(() => loadConfig({ ...vnpay, VNPAY_PAY_URL: 'vpcpay.html' })).toThrow(/VNPAY_PAY_URL/);
    expect(() => loadConfig({ ...bank, BANK_BIN: 'VCB' })).toThrow(/BANK_BIN/);
  });
});
