import { createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { momoCreateBody } from './momo.ts';
import { verifyMomoResult } from './momo-signing.ts';

const config = { partnerCode: 'MOMODEMO01', accessKey: 'ACCESSKEY123', secretKey: 'SECRETKEY4567890', endpoint: 'https://test-payment.momo.vn' };

describe('MoMo create request (API v2, captureWallet)', () => {
  const body = momoCreateBody(config, {
    orderId: 'DH000123-ab12cd34',
    orderCode: 'DH000123',
    amountVnd: 50_000,
    language: 'vi',
    redirectUrl: 'https://shop.example/v1/payments/momo/return',
    ipnUrl: 'https://shop.example/v1/payments/momo/ipn',
  });

  test('signs the documented raw string with HMAC-SHA256 (known answer)', () => {
    const raw =
      'accessKey=ACCESSKEY123&amount=50000&extraData=&ipnUrl=https://shop.example/v1/payments/momo/ipn' +
      '&orderId=DH000123-ab12cd34&orderInfo=Thanh toán đơn hàng DH000123&partnerCode=MOMODEMO01' +
      '&redirectUrl=https://shop.example/v1/payments/momo/return&requestId=DH000123-ab12cd34&requestType=captureWallet';
    expect(body.signature).toBe(createHmac('sha256', config.secretKey).update(raw).digest('hex'));
  });

  test('sends the documented fields and never the access key', () => {
    expect(body).toMatchObject({
      partnerCode: 'MOMODEMO01',
      requestId: 'DH000123-ab12cd34',
      orderId: 'DH000123-ab12cd34',
      amount: 50_000,
      requestType: 'captureWallet',
      extraData: '',
      lang: 'vi',
    });
    expect(body).not.toHaveProperty('accessKey');
  });
});

describe('verifyMomoResult (IPN and redirect)', () => {
  const result = {
    partnerCode: 'MOMODEMO01',
    orderId: 'DH000123-ab12cd34',
    requestId: 'DH000123-ab12cd34',
    amount: 50_000,
    orderInfo: 'Thanh toán đơn hàng DH000123',
    orderType: 'momo_wallet',
    transId: 4088878653,
    resultCode: 0,
    message: 'Successful.',
    payType: 'qr',
    responseTime: 1763883300000,
    extraData: '',
  };
  const raw =
    'accessKey=ACCESSKEY123&amount=50000&extraData=&message=Successful.&orderId=DH000123-ab12cd34' +
    '&orderInfo=Thanh toán đơn hàng DH000123&orderType=momo_wallet&partnerCode=MOMODEMO01&payType=qr' +
    '&requestId=DH000123-ab12cd34&responseTime=1763883300000&resultCode=0&transId=4088878653';
  const signature = createHmac('sha256', config.secretKey).update(raw).digest('hex');

  test('accepts the documented signature, from JSON numbers or query strings alike', () => {
    expect(verifyMomoResult({ ...result, signature }, config.accessKey, config.secretKey)).toBe(true);
    const asQuery = Object.fromEntries(Object.entries({ ...result, signature }).map(([key, value]) => [key, String(value)]));
    expect(verifyMomoResult(asQuery, config.accessKey, config.secretKey)).toBe(true);
  });

  test('refuses a changed amount or result, another secret, a missing signature', () => {
    expect(verifyMomoResult({ ...result, amount: 5_000, signature }, config.accessKey, config.secretKey)).toBe(false);
    expect(verifyMomoResult({ ...result, resultCode: 1006, signature }, config.accessKey, config.secretKey)).toBe(false);
    expect(verifyMomoResult({ ...result, signature }, config.accessKey, 'other')).toBe(false);
    expect(verifyMomoResult(result, config.accessKey, config.secretKey)).toBe(false);
  });
});
