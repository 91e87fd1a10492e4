import { createHmac, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readForm, readJson, redirect, sendCheckoutPage, sendError, sendJson } from './http.ts';

export interface FakeVnpayOptions {
  tmnCode: string;
  hashSecret: string;
  /** The merchant's IPN URL (at VNPay it is registered in the merchant portal, not sent per payment). */
  ipnUrl: string;
}

/** The pay URL the shop's VNPAY_PAY_URL points at, under the fake's origin. */
export const FAKE_VNPAY_PAY_PATH = '/vnpay/paymentv2/vpcpay.html';
/** The merchant API (querydr, refund) the shop's VNPAY_API_URL points at. */
export const FAKE_VNPAY_API_PATH = '/vnpay/merchant_webapi/api/transaction';

/** PHP urlencode, written here again so the fake checks the shop's signing independently. */
function urlencode(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()*~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/** VNPay 2.1.0: HMAC-SHA512 over the sorted, urlencoded vnp_ parameters but the hash itself. */
function secureHash(params: Record<string, string>, secret: string): string {
  const data = Object.keys(params)
    .filter((key) => key.startsWith('vnp_') && key !== 'vnp_SecureHash' && key !== 'vnp_SecureHashType')
    .sort()
    .map((key) => `${urlencode(key)}=${urlencode(params[key] ?? '')}`)
    .join('&');
  return createHmac('sha512', secret).update(data, 'utf8').digest('hex');
}

/** VNPay's merchant API checksum: HMAC-SHA512 of the documented fields' values joined with `|`. */
function pipeHash(fields: readonly string[], values: Record<string, unknown>, secret: string): string {
  const data = fields.map((name) => (values[name] === undefined || values[name] === null ? '' : String(values[name]))).join('|');
  return createHmac('sha512', secret).update(data, 'utf8').digest('hex');
}
const REFUND_SIGNED = [
  'vnp_RequestId', 'vnp_Version', 'vnp_Command', 'vnp_TmnCode', 'vnp_TransactionType', 'vnp_TxnRef', 'vnp_Amount',
  'vnp_TransactionNo', 'vnp_TransactionDate', 'vnp_CreateBy', 'vnp_CreateDate', 'vnp_IpAddr', 'vnp_OrderInfo',
] as const;
const REFUND_ANSWER_SIGNED = [
  'vnp_ResponseId', 'vnp_Command', 'vnp_ResponseCode', 'vnp_Message', 'vnp_TmnCode', 'vnp_TxnRef', 'vnp_Amount', 'vnp_BankCode',
  'vnp_PayDate', 'vnp_TransactionNo', 'vnp_TransactionType', 'vnp_TransactionStatus', 'vnp_OrderInfo',
] as const;

/** A payment VNPay settled (a genuine, correctly signed success), which the refund API can find. */
interface SettledPayment {
  amount: number;
  transactionNo: string;
  createDate: string;
  payDate: string;
  bankCode: string;
  refunded: number;
}

export interface FakeVnpayRefund {
  txnRef: string;
  requestId: string;
  amount: number;
  transactionType: string;
  createBy: string;
}

function vnTime(date: Date): string {
  return new Date(date.getTime() + 7 * 3_600_000).toISOString().slice(0, 19).replace(/[-T:]/g, '');
}

const REQUIRED = [
  'vnp_Version', 'vnp_Command', 'vnp_TmnCode', 'vnp_Amount', 'vnp_CurrCode', 'vnp_TxnRef', 'vnp_OrderInfo',
  'vnp_OrderType', 'vnp_Locale', 'vnp_ReturnUrl', 'vnp_IpAddr', 'vnp_CreateDate', 'vnp_ExpireDate', 'vnp_SecureHash',
] as const;

/** Why VNPay would refuse this pay request, or null when it is well formed and correctly signed. */
function refusal(params: Record<string, string>, options: FakeVnpayOptions): string | null {
  const missing = REQUIRED.filter((name) => !params[name]);
  if (missing.length > 0) return `missing ${missing.join(', ')}`;
  if (params.vnp_Version !== '2.1.0' || params.vnp_Command !== 'pay') return 'unsupported version or command';
  if (params.vnp_TmnCode !== options.tmnCode) return 'unknown merchant (code 02)';
  if (!/^\d+00$/.test(params.vnp_Amount ?? '')) return 'vnp_Amount must be VND x 100';
  if (params.vnp_CurrCode !== 'VND') return 'currency must be VND';
  if (params.vnp_Locale !== 'vn' && params.vnp_Locale !== 'en') return 'locale must be vn or en';
  if (!/^\d{14}$/.test(params.vnp_CreateDate ?? '') || !/^\d{14}$/.test(params.vnp_ExpireDate ?? '')) return 'dates must be yyyyMMddHHmmss';
  if ((params.vnp_ExpireDate ?? '') <= (params.vnp_CreateDate ?? '')) return 'expired';
  if (params.vnp_SecureHash?.toLowerCase() !== secureHash(params, options.hashSecret)) return 'invalid signature (code 70)';
  return null;
}

export interface VnpayCompletion {
  /** The signed result query the IPN and the return URL received. */
  query: string;
  ipnStatus: number;
  ipnAnswer: unknown;
  /** Where VNPay sends the customer's browser. */
  returnUrl: string;
}

/**
 * A local VNPay: accepts the pay URL only when it is signed exactly as VNPay 2.1.0 documents,
 * shows a pay page, then calls the merchant's IPN with a signed result and sends the browser to
 * vnp_ReturnUrl with the same signed query. Its merchant API refunds (vnp_Command=refund) only a
 * payment it settled, when the `|`-joined checksum matches, for no more than was paid.
 */
export function createFakeVnpay(options: FakeVnpayOptions) {
  const payments = new Map<string, Record<string, string>>();
  const refused: string[] = [];
  const settled = new Map<string, SettledPayment>();
  const refunds: FakeVnpayRefund[] = [];
  const requestIds = new Set<string>();
  /** A test sets a response code here to make the next refunds fail as VNPay would (e.g. '99'). */
  const control: { refundFailure: string | null } = { refundFailure: null };

  /** Pays (or fails, with responseCode) a payment the shop created; overrides forge the callback. */
  async function complete(txnRef: string, override: { responseCode?: string; amount?: string; hashSecret?: string; txnRef?: string; ipn?: boolean } = {}): Promise<VnpayCompletion> {
    const request = payments.get(txnRef);
    if (!request) throw new Error(`fake VNPay has no payment ${txnRef}`);
    const responseCode = override.responseCode ?? '00';
    const result: Record<string, string> = {
      vnp_Amount: override.amount ?? request.vnp_Amount ?? '',
      vnp_BankCode: 'NCB',
      vnp_BankTranNo: `VNP${randomInt(10_000_000, 99_999_999)}`,
      vnp_CardType: 'ATM',
      vnp_OrderInfo: request.vnp_OrderInfo ?? '',
      vnp_PayDate: vnTime(new Date()),
      vnp_ResponseCode: responseCode,
      vnp_TmnCode: options.tmnCode,
      vnp_TransactionNo: String(randomInt(10_000_000, 99_999_999)),
      vnp_TransactionStatus: responseCode === '00' ? '00' : '02',
      vnp_TxnRef: override.txnRef ?? txnRef,
    };
    const hash = secureHash(result, override.hashSecret ?? options.hashSecret);
    const query = `${new URLSearchParams(result).toString()}&vnp_SecureHash=${hash}`;
    // Only a genuine success moved money at VNPay (a forged or altered callback did not).
    if (responseCode === '00' && override.hashSecret === undefined && override.amount === undefined && override.txnRef === undefined) {
      settled.set(txnRef, {
        amount: Number(request.vnp_Amount) / 100,
        transactionNo: result.vnp_TransactionNo ?? '',
        createDate: request.vnp_CreateDate ?? '',
        payDate: result.vnp_PayDate ?? '',
        bankCode: result.vnp_BankCode ?? '',
        refunded: 0,
      });
    }
    let ipnStatus = 0;
    let ipnAnswer: unknown = null;
    if (override.ipn !== false) {
      const answer = await fetch(`${options.ipnUrl}?${query}`);
      ipnStatus = answer.status;
      ipnAnswer = await answer.json().catch(() => null);
    }
    return { query, ipnStatus, ipnAnswer, returnUrl: `${request.vnp_ReturnUrl}?${query}` };
  }

  /** The refund API (vnp_Command=refund, JSON): checks the checksum and the payment like VNPay, answers signed. */
  function refund(body: Record<string, unknown>): Record<string, string> {
    const txnRef = String(body.vnp_TxnRef ?? '');
    const payment = settled.get(txnRef);
    const answer = (code: string, message: string): Record<string, string> => {
      const values: Record<string, string> = {
        vnp_ResponseId: randomInt(100_000_000, 999_999_999).toString(),
        vnp_Command: 'refund',
        vnp_ResponseCode: code,
        vnp_Message: message,
        vnp_TmnCode: options.tmnCode,
        vnp_TxnRef: txnRef,
        vnp_Amount: String(body.vnp_Amount ?? ''),
        vnp_BankCode: payment?.bankCode ?? '',
        vnp_PayDate: payment?.payDate ?? '',
        vnp_TransactionNo: payment?.transactionNo ?? '',
        vnp_TransactionType: String(body.vnp_TransactionType ?? ''),
        vnp_TransactionStatus: code === '00' ? '05' : '',
        vnp_OrderInfo: String(body.vnp_OrderInfo ?? ''),
      };
      return { ...values, vnp_SecureHash: pipeHash(REFUND_ANSWER_SIGNED, values, options.hashSecret) };
    };
    const missing = REFUND_SIGNED.filter((name) => name !== 'vnp_TransactionNo' && (body[name] === undefined || body[name] === ''));
    if (missing.length > 0 || typeof body.vnp_SecureHash !== 'string') return answer('03', `Invalid data format: ${missing.join(', ')}`);
    if (body.vnp_Version !== '2.1.0' || body.vnp_Command !== 'refund') return answer('03', 'Invalid version or command');
    if (body.vnp_TmnCode !== options.tmnCode) return answer('02', 'Invalid merchant');
    if (String(body.vnp_SecureHash).toLowerCase() !== pipeHash(REFUND_SIGNED, body, options.hashSecret)) return answer('97', 'Invalid checksum');
    const requestId = String(body.vnp_RequestId);
    if (requestIds.has(requestId)) return answer('94', 'Duplicate request');
    requestIds.add(requestId);
    if (!payment || String(body.vnp_TransactionDate) !== payment.createDate) return answer('91', 'Transaction not found');
    if (body.vnp_TransactionNo !== undefined && String(body.vnp_TransactionNo) !== '0' && String(body.vnp_TransactionNo) !== payment.transactionNo) {
      return answer('91', 'Transaction not found');
    }
    const amount = Number(body.vnp_Amount) / 100;
    const left = payment.amount - payment.refunded;
    const type = String(body.vnp_TransactionType);
    if (!Number.isInteger(amount) || amount <= 0 || amount > left) return answer('02', 'Refund amount exceeds the amount paid');
    if ((type === '02' && amount !== left) || (type === '03' && amount === left) || (type !== '02' && type !== '03')) return answer('03', 'Invalid transaction type');
    if (control.refundFailure) return answer(control.refundFailure, 'Refund refused');
    payment.refunded += amount;
    refunds.push({ txnRef, requestId, amount, transactionType: type, createBy: String(body.vnp_CreateBy) });
    return answer('00', 'Success');
  }

  async function handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
    if (request.method === 'POST' && url.pathname === FAKE_VNPAY_API_PATH) {
      const body = (await readJson(request)) ?? {};
      sendJson(response, 200, refund(body));
      return true;
    }
    if (request.method === 'GET' && url.pathname === FAKE_VNPAY_PAY_PATH) {
      const params = Object.fromEntries(url.searchParams);
      const why = refusal(params, options);
      if (why) {
        refused.push(why);
        sendError(response, 400, `VNPay: ${why}`);
        return true;
      }
      const txnRef = params.vnp_TxnRef ?? '';
      payments.set(txnRef, params);
      sendCheckoutPage(response, {
        title: 'VNPay (fake)',
        lines: [`${params.vnp_OrderInfo}`, `${Number(params.vnp_Amount) / 100} VND`],
        action: '/vnpay/pay',
        hidden: { txnRef },
        buttons: [
          { name: 'choice', value: 'pay', label: 'Pay' },
          { name: 'choice', value: 'cancel', label: 'Cancel' },
        ],
      });
      return true;
    }
    if (request.method === 'POST' && url.pathname === '/vnpay/pay') {
      const form = await readForm(request);
      if (!form.txnRef || !payments.has(form.txnRef)) {
        sendError(response, 404, 'VNPay: unknown payment');
        return true;
      }
      // Code 24: the customer cancelled; VNPay still sends the signed result to both URLs.
      const done = await complete(form.txnRef, form.choice === 'cancel' ? { responseCode: '24' } : {});
      redirect(response, done.returnUrl);
      return true;
    }
    return false;
  }

  return { handle, complete, payments, refused, settled, refunds, control };
}
export type FakeVnpay = ReturnType<typeof createFakeVnpay>;
