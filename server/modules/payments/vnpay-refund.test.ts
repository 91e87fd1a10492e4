import { createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { momoRefundBody } from './momo-refund.ts';
import { verifyVnpayRefundAnswer, vnpayPipeHash, vnpayRefundBody, VNPAY_REFUND_ANSWER_SIGNED } from './vnpay-refund.ts';

const secret = 'TESTSECRETABCDEFGHIJKLMNOPQRSTUV';
const config = { tmnCode: 'DEMO0001', hashSecret: secret, payUrl: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html' };

describe('VNPay refund (vnp_Command=refund)', () => {
  const body = vnpayRefundBody(
    config,
    {
      requestId: 'DH000123R1a1b2c3',
      txnRef: 'DH000123-ab12cd34',
      amountVnd: 1_250_000,
      transactionNo: '14226112',
      transactionDate: '20261123143000',
      createBy: 'Lê Thu Ngân',
      orderCode: 'DH000123',
      now: new Date('2026-11-24T02:00:00Z'),
    },
    '10.0.0.5',
  );

  test('a full refund of the payment, amounts in hundredths of a đồng, dates in GMT+7', () => {
    expect(body).toMatchObject({
      vnp_Version: '2.1.0',
      vnp_Command: 'refund',
      vnp_TmnCode: 'DEMO0001',
      vnp_TransactionType: '02',
      vnp_Amount: '125000000',
      vnp_TransactionDate: '20261123143000',
      vnp_CreateDate: '20261124090000',
      vnp_IpAddr: '10.0.0.5',
      vnp_OrderInfo: 'Hoan tien don hang DH000123',
    });
  });

  test('the checksum is HMAC-SHA512 of the values joined with | in the documented order', () => {
    const data = [
      'DH000123R1a1b2c3', '2.1.0', 'refund', 'DEMO0001', '02', 'DH000123-ab12cd34', '125000000', '14226112',
      '20261123143000', 'Lê Thu Ngân', '20261124090000', '10.0.0.5', 'Hoan tien don hang DH000123',
    ].join('|');
    expect(body.vnp_SecureHash).toBe(createHmac('sha512', secret).update(data, 'utf8').digest('hex'));
  });

  test("VNPay's answer counts only when its own checksum matches", () => {
    const answer: Record<string, string> = { vnp_ResponseId: '1', vnp_Command: 'refund', vnp_ResponseCode: '00', vnp_Message: 'OK', vnp_TmnCode: 'DEMO0001', vnp_TxnRef: 'DH000123-ab12cd34', vnp_Amount: '125000000' };
    const signed = { ...answer, vnp_SecureHash: vnpayPipeHash(VNPAY_REFUND_ANSWER_SIGNED, answer, secret) };
    expect(verifyVnpayRefundAnswer(signed, secret)).toBe(true);
    expect(verifyVnpayRefundAnswer({ ...signed, vnp_Amount: '100' }, secret)).toBe(false);
    expect(verifyVnpayRefundAnswer({ ...signed, vnp_SecureHash: vnpayPipeHash(VNPAY_REFUND_ANSWER_SIGNED, answer, 'other') }, secret)).toBe(false);
    expect(verifyVnpayRefundAnswer(answer, secret)).toBe(false);
  });
});

describe('MoMo refund (/v2/gateway/api/refund)', () => {
  test('signs accessKey, amount, description, orderId, partnerCode, requestId, transId and never sends the access key', () => {
    const momo = { partnerCode: 'MOMOX', accessKey: 'acc', secretKey: 'sec', endpoint: 'https://test-payment.momo.vn' };
    const body = momoRefundBody(momo, { refundId: 'DH000123-R1-abc', transId: 4088878653, amountVnd: 150_000, orderCode: 'DH000123', language: 'vi' });
    const raw = 'accessKey=acc&amount=150000&description=Hoàn tiền đơn hàng DH000123&orderId=DH000123-R1-abc&partnerCode=MOMOX&requestId=DH000123-R1-abc&transId=4088878653';
    expect(body.signature).toBe(createHmac('sha256', 'sec').update(raw, 'utf8').digest('hex'));
    expect(body).not.toHaveProperty('accessKey');
    expect(body).toMatchObject({ partnerCode: 'MOMOX', orderId: 'DH000123-R1-abc', amount: 150_000, transId: 4088878653, lang: 'vi' });
  });
});
