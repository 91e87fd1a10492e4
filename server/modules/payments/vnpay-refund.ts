import { createHmac, timingSafeEqual } from 'node:crypto';
import { networkInterfaces } from 'node:os';
import type { PaymentsConfig } from '../../config.ts';
import { postRefundJson, type GatewayRefundResult } from './gateway-refund-result.ts';
import { vnpayDate } from './vnpay-signing.ts';

type VnpayConfig = NonNullable<PaymentsConfig['vnpay']>;

/**
 * VNPay 2.1.0 merchant API `vnp_Command=refund` (POST JSON to VNPAY_API_URL). Unlike the pay URL,
 * its checksum is HMAC-SHA512 over the values of these fields in this order, joined with `|`.
 */
export const VNPAY_REFUND_SIGNED = [
  'vnp_RequestId',
  'vnp_Version',
  'vnp_Command',
  'vnp_TmnCode',
  'vnp_TransactionType',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_TransactionNo',
  'vnp_TransactionDate',
  'vnp_CreateBy',
  'vnp_CreateDate',
  'vnp_IpAddr',
  'vnp_OrderInfo',
] as const;

/** The fields of VNPay's signed answer to a refund, in their checksum order. */
export const VNPAY_REFUND_ANSWER_SIGNED = [
  'vnp_ResponseId',
  'vnp_Command',
  'vnp_ResponseCode',
  'vnp_Message',
  'vnp_TmnCode',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_BankCode',
  'vnp_PayDate',
  'vnp_TransactionNo',
  'vnp_TransactionType',
  'vnp_TransactionStatus',
  'vnp_OrderInfo',
] as const;

/** HMAC-SHA512 (hex) of the named values joined with `|` (a missing value counts as empty). */
export function vnpayPipeHash(fields: readonly string[], values: Readonly<Record<string, unknown>>, hashSecret: string): string {
  const data = fields.map((name) => (values[name] === undefined || values[name] === null ? '' : String(values[name]))).join('|');
  return createHmac('sha512', hashSecret).update(data, 'utf8').digest('hex');
}

export interface VnpayRefund {
  /** Unique per request (VNPay refuses a repeated one the same day). */
  requestId: string;
  /** The paid attempt's vnp_TxnRef. */
  txnRef: string;
  amountVnd: number;
  /** VNPay's transaction number from the payment's IPN (vnp_TransactionNo). */
  transactionNo: string;
  /** The payment's vnp_CreateDate (yyyyMMddHHmmss, GMT+7). */
  transactionDate: string;
  /** Who asks: the staff member. */
  createBy: string;
  orderCode: string;
  now: Date;
}

/** The server's own IPv4 (VNPay asks for the caller's address), else the loopback. */
function serverIp(): string {
  for (const entries of Object.values(networkInterfaces())) {
    const found = entries?.find((entry) => entry.family === 'IPv4' && !entry.internal);
    if (found) return found.address;
  }
  return '127.0.0.1';
}

/** The signed body of a full refund (`vnp_TransactionType` 02). */
export function vnpayRefundBody(config: VnpayConfig, refund: VnpayRefund, ipAddr = serverIp()): Record<string, string> {
  const fields: Record<string, string> = {
    vnp_RequestId: refund.requestId,
    vnp_Version: '2.1.0',
    vnp_Command: 'refund',
    vnp_TmnCode: config.tmnCode,
    vnp_TransactionType: '02',
    vnp_TxnRef: refund.txnRef,
    // Hundredths of a đồng, as in the payment.
    vnp_Amount: String(refund.amountVnd * 100),
    vnp_TransactionNo: refund.transactionNo,
    vnp_TransactionDate: refund.transactionDate,
    vnp_CreateBy: refund.createBy.slice(0, 250),
    vnp_CreateDate: vnpayDate(refund.now),
    vnp_IpAddr: ipAddr,
    // Vietnamese without diacritics, as for the payment.
    vnp_OrderInfo: `Hoan tien don hang ${refund.orderCode}`,
  };
  return { ...fields, vnp_SecureHash: vnpayPipeHash(VNPAY_REFUND_SIGNED, fields, config.hashSecret) };
}

/** True when VNPay's answer carries a checksum that matches its fields. */
export function verifyVnpayRefundAnswer(answer: Readonly<Record<string, unknown>>, hashSecret: string): boolean {
  const received = answer.vnp_SecureHash;
  if (typeof received !== 'string' || !/^[0-9a-fA-F]{128}$/.test(received)) return false;
  const expected = Buffer.from(vnpayPipeHash(VNPAY_REFUND_ANSWER_SIGNED, answer, hashSecret), 'hex');
  return timingSafeEqual(expected, Buffer.from(received, 'hex'));
}

/** Asks VNPay to refund the whole payment; success is a correctly signed answer with code 00. */
export async function refundVnpay(config: VnpayConfig & { apiUrl: string }, refund: VnpayRefund): Promise<GatewayRefundResult> {
  const answer = await postRefundJson(config.apiUrl, vnpayRefundBody(config, refund));
  if (!answer.answered) return { ok: false, providerRef: refund.requestId, failure: `VNPay ${answer.failure}`, raw: null };
  if (!verifyVnpayRefundAnswer(answer.body, config.hashSecret)) {
    return { ok: false, providerRef: refund.requestId, failure: `VNPay answer not signed by the shop's secret (HTTP ${answer.status})`, raw: answer.body };
  }
  if (answer.body.vnp_ResponseCode !== '00') {
    return { ok: false, providerRef: refund.requestId, failure: `VNPay refused: ${String(answer.body.vnp_ResponseCode)} ${String(answer.body.vnp_Message ?? '')}`.trim(), raw: answer.body };
  }
  return { ok: true, providerRef: refund.requestId, raw: answer.body };
}
