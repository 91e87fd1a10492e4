import { createHmac, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { originOf, readForm, readJson, redirect, sendCheckoutPage, sendError, sendJson } from './http.ts';

export interface FakeMomoOptions {
  partnerCode: string;
  accessKey: string;
  secretKey: string;
}

type Values = Record<string, unknown>;

/** MoMo's documented raw signature strings (API v2), written here again to check the shop independently. */
function sign(fields: readonly string[], values: Values, secretKey: string): string {
  const raw = fields.map((name) => `${name}=${String(values[name] ?? '')}`).join('&');
  return createHmac('sha256', secretKey).update(raw, 'utf8').digest('hex');
}
const CREATE_FIELDS = ['accessKey', 'amount', 'extraData', 'ipnUrl', 'orderId', 'orderInfo', 'partnerCode', 'redirectUrl', 'requestId', 'requestType'];
const RESULT_FIELDS = ['accessKey', 'amount', 'extraData', 'message', 'orderId', 'orderInfo', 'orderType', 'partnerCode', 'payType', 'requestId', 'responseTime', 'resultCode', 'transId'];

/** Why MoMo would refuse this create request: [resultCode, message], or null. */
function refusal(body: Values, options: FakeMomoOptions, known: Map<string, Values>): [number, string] | null {
  for (const name of ['partnerCode', 'requestId', 'amount', 'orderId', 'orderInfo', 'redirectUrl', 'ipnUrl', 'requestType', 'signature']) {
    if (body[name] === undefined || body[name] === '') return [20, `Bad format request: ${name} is missing`];
  }
  if (typeof body.extraData !== 'string') return [20, 'Bad format request: extraData is missing'];
  if (body.partnerCode !== options.partnerCode) return [11, 'Access denied: unknown partner'];
  if (body.requestType !== 'captureWallet') return [20, 'Bad format request: requestType'];
  if (!Number.isInteger(body.amount) || (body.amount as number) < 1_000 || (body.amount as number) > 50_000_000) return [22, 'Invalid amount'];
  if (body.signature !== sign(CREATE_FIELDS, { ...body, accessKey: options.accessKey }, options.secretKey)) return [11, 'Access denied: invalid signature'];
  if (known.has(String(body.orderId))) return [41, 'Duplicated orderId'];
  return null;
}

export interface MomoCompletion {
  result: Values;
  ipnStatus: number;
  redirectUrl: string;
}

/**
 * A local MoMo: the create endpoint checks the documented HMAC-SHA256 signature and answers a
 * payUrl; its pay page posts the signed result to the merchant's ipnUrl (expecting 204) and sends
 * the browser to redirectUrl with the same signed fields.
 */
export function createFakeMomo(options: FakeMomoOptions) {
  const payments = new Map<string, Values>();
  const refused: string[] = [];

  async function complete(orderId: string, override: { resultCode?: number; amount?: number; secretKey?: string } = {}): Promise<MomoCompletion> {
    const request = payments.get(orderId);
    if (!request) throw new Error(`fake MoMo has no payment ${orderId}`);
    const resultCode = override.resultCode ?? 0;
    const result: Values = {
      partnerCode: options.partnerCode,
      orderId,
      requestId: request.requestId,
      amount: override.amount ?? request.amount,
      orderInfo: request.orderInfo,
      orderType: 'momo_wallet',
      transId: randomInt(1_000_000_000, 9_999_999_999),
      resultCode,
      message: resultCode === 0 ? 'Successful.' : 'Transaction denied by user.',
      payType: 'qr',
      responseTime: Date.now(),
      extraData: request.extraData,
    };
    result.signature = sign(RESULT_FIELDS, { ...result, accessKey: options.accessKey }, override.secretKey ?? options.secretKey);
    const ipn = await fetch(String(request.ipnUrl), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(result) });
    await ipn.arrayBuffer();
    const query = new URLSearchParams(Object.entries(result).map(([key, value]): [string, string] => [key, String(value)]));
    return { result, ipnStatus: ipn.status, redirectUrl: `${String(request.redirectUrl)}?${query}` };
  }

  async function handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
    if (request.method === 'POST' && url.pathname === '/momo/v2/gateway/api/create') {
      const body = (await readJson(request)) ?? {};
      const why = refusal(body, options, payments);
      if (why) {
        refused.push(why[1]);
        sendJson(response, 400, { partnerCode: body.partnerCode, orderId: body.orderId, requestId: body.requestId, resultCode: why[0], message: why[1], responseTime: Date.now() });
        return true;
      }
      const orderId = String(body.orderId);
      payments.set(orderId, body);
      const payUrl = `${originOf(request)}/momo/pay?orderId=${encodeURIComponent(orderId)}`;
      sendJson(response, 200, {
        partnerCode: options.partnerCode,
        orderId,
        requestId: body.requestId,
        amount: body.amount,
        responseTime: Date.now(),
        message: 'Thành công.',
        resultCode: 0,
        payUrl,
        deeplink: `momo://app?orderId=${encodeURIComponent(orderId)}`,
        qrCodeUrl: payUrl,
      });
      return true;
    }
    if (request.method === 'GET' && url.pathname === '/momo/pay') {
      const orderId = url.searchParams.get('orderId') ?? '';
      const payment = payments.get(orderId);
      if (!payment) {
        sendError(response, 404, 'MoMo: unknown payment');
        return true;
      }
      sendCheckoutPage(response, {
        title: 'MoMo (fake)',
        lines: [String(payment.orderInfo), `${String(payment.amount)} VND`],
        action: '/momo/pay',
        hidden: { orderId },
        buttons: [
          { name: 'choice', value: 'pay', label: 'Pay' },
          { name: 'choice', value: 'cancel', label: 'Cancel' },
        ],
      });
      return true;
    }
    if (request.method === 'POST' && url.pathname === '/momo/pay') {
      const form = await readForm(request);
      if (!form.orderId || !payments.has(form.orderId)) {
        sendError(response, 404, 'MoMo: unknown payment');
        return true;
      }
      // 1006: the customer declined the payment.
      const done = await complete(form.orderId, form.choice === 'cancel' ? { resultCode: 1006 } : {});
      redirect(response, done.redirectUrl);
      return true;
    }
    return false;
  }

  return { handle, complete, payments, refused };
}
export type FakeMomo = ReturnType<typeof createFakeMomo>;
