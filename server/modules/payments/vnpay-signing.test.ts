import { createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { vnpayPaymentUrl } from './vnpay.ts';
import { phpUrlencode, vnpayDate, vnpaySignData, verifyVnpayQuery } from './vnpay-signing.ts';

const secret = 'TESTSECRETABCDEFGHIJKLMNOPQRSTUV';
const config = { tmnCode: 'DEMO0001', hashSecret: secret, payUrl: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html' };

describe('phpUrlencode (the encoding VNPay hashes)', () => {
  test('spaces become +, and ~ ! * \' ( ) are percent-encoded like PHP urlencode', () => {
    expect(phpUrlencode("a b~c*'()!")).toBe('a+b%7Ec%2A%27%28%29%21');
    expect(phpUrlencode('https://shop.vn/x?y=1&z=2')).toBe('https%3A%2F%2Fshop.vn%2Fx%3Fy%3D1%26z%3D2');
    expect(phpUrlencode('Thanh toán')).toBe('Thanh+to%C3%A1n');
    expect(phpUrlencode('A-Z_a.z09')).toBe('A-Z_a.z09');
  });
});

describe('vnpayDate', () => {
  test('is yyyyMMddHHmmss in GMT+7, also across midnight', () => {
    expect(vnpayDate(new Date('2026-11-23T07:30:05Z'))).toBe('20261123143005');
    expect(vnpayDate(new Date('2026-12-31T20:00:00Z'))).toBe('20270101030000');
  });
});

describe('the signed VNPay 2.1.0 pay URL', () => {
  const now = new Date('2026-11-23T07:30:00Z');
  const url = vnpayPaymentUrl(config, {
    txnRef: 'DH000123-ab12cd34',
    orderCode: 'DH000123',
    amountVnd: 1_250_000,
    language: 'vi',
    returnUrl: 'https://shop.example/v1/payments/vnpay/return',
    clientIp: '::ffff:203.0.113.9',
    now,
  });
  // The documented sign data: sorted vnp_ parameters, urlencoded names and values joined by &.
  const documented =
    'vnp_Amount=125000000&vnp_Command=pay&vnp_CreateDate=20261123143000&vnp_CurrCode=VND&vnp_ExpireDate=20261123144500' +
    '&vnp_IpAddr=203.0.113.9&vnp_Locale=vn&vnp_OrderInfo=Thanh+toan+don+hang+DH000123&vnp_OrderType=other' +
    '&vnp_ReturnUrl=https%3A%2F%2Fshop.example%2Fv1%2Fpayments%2Fvnpay%2Freturn&vnp_TmnCode=DEMO0001' +
    '&vnp_TxnRef=DH000123-ab12cd34&vnp_Version=2.1.0';

  test('is the pay URL, the documented query and its HMAC-SHA512 (known answer)', () => {
    const expectedHash = createHmac('sha512', secret).update(documented).digest('hex');
    expect(url).toBe(`${config.payUrl}?${documented}&vnp_SecureHash=${expectedHash}`);
  });

  test('parses back to parameters that verify', () => {
    const query = Object.fromEntries(new URL(url).searchParams);
    expect(query.vnp_Amount).toBe('125000000');
    expect(verifyVnpayQuery(query, secret)).toBe(true);
  });

  test('English orders ask VNPay for its English page', () => {
    const english = new URL(vnpayPaymentUrl(config, { txnRef: 'R1', orderCode: 'DH1', amountVnd: 10_000, language: 'en', returnUrl: 'https://x.vn/r', clientIp: '127.0.0.1', now }));
    expect(english.searchParams.get('vnp_Locale')).toBe('en');
    expect(english.searchParams.get('vnp_OrderInfo')).toBe('Payment for order DH1');
  });
});

describe('verifyVnpayQuery (return URL and IPN)', () => {
  const result: Record<string, string> = {
    vnp_Amount: '125000000',
    vnp_BankCode: 'NCB',
    vnp_OrderInfo: 'Thanh toan don hang DH000123',
    vnp_PayDate: '20261123143510',
    vnp_ResponseCode: '00',
    vnp_TmnCode: 'DEMO0001',
    vnp_TransactionNo: '14422574',
    vnp_TransactionStatus: '00',
    vnp_TxnRef: 'DH000123-ab12cd34',
  };
  const documented =
    'vnp_Amount=125000000&vnp_BankCode=NCB&vnp_OrderInfo=Thanh+toan+don+hang+DH000123&vnp_PayDate=20261123143510' +
    '&vnp_ResponseCode=00&vnp_TmnCode=DEMO0001&vnp_TransactionNo=14422574&vnp_TransactionStatus=00&vnp_TxnRef=DH000123-ab12cd34';
  const hash = createHmac('sha512', secret).update(documented).digest('hex');

  test('signs exactly the documented string, leaving out vnp_SecureHash and vnp_SecureHashType', () => {
    expect(vnpaySignData({ ...result, vnp_SecureHash: hash, vnp_SecureHashType: 'HmacSHA512', other: 'x' })).toBe(documented);
  });

  test('accepts the right hash in either case', () => {
    expect(verifyVnpayQuery({ ...result, vnp_SecureHash: hash }, secret)).toBe(true);
    expect(verifyVnpayQuery({ ...result, vnp_SecureHash: hash.toUpperCase() }, secret)).toBe(true);
  });

  test('refuses a changed amount, a wrong secret, a missing or malformed hash', () => {
    expect(verifyVnpayQuery({ ...result, vnp_Amount: '100', vnp_SecureHash: hash }, secret)).toBe(false);
    expect(verifyVnpayQuery({ ...result, vnp_SecureHash: hash }, 'another-secret')).toBe(false);
    expect(verifyVnpayQuery(result, secret)).toBe(false);
    expect(verifyVnpayQuery({ ...result, vnp_SecureHash: 'abc' }, secret)).toBe(false);
  });
});
