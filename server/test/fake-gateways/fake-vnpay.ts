import { createHmac, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readForm, redirect, sendCheckoutPage, sendError } from './http.ts';

export interface FakeVnpayOptions {
  tmnCode: string;
  hashSecret: string;
  /** The merchant's IPN URL (at VNPay it is registered in the merchant portal, not sent per payment). */
  ipnUrl: string;
}

/** The pay URL the shop's VNPAY_PAY_URL points at, under the fake's origin. */
export const FAKE_VNPAY_PAY_PATH = '/vnpay/paymentv2/vpcpay.html';

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
 * vnp_ReturnUrl with the same signed query.
 */
export function createFakeVnpay(options: FakeVnpayOptions) {
  const payments = new Map<string, Record<string, string>>();
  const refused: string[] = [];

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
    let ipnStatus = 0;
    let ipnAnswer: unknown = null;
    if (override.ipn !== false) {
      const answer = await fetch(`${options.ipnUrl}?${query}`);
      ipnStatus = answer.status;
      ipnAnswer = await answer.json().catch(() => null);
    }
    return { query, ipnStatus, ipnAnswer, returnUrl: `${request.vnp_ReturnUrl}?${query}` };
  }

  async function handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
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

  return { handle, complete, payments, refused };
}
export type FakeVnpay = ReturnType<typeof createFakeVnpay>;
