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
const REFUND_FIELDS = ['accessKey', 'amount', 'description', 'orderId', 'partnerCode', 'requestId', 'transId'];
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
 * the browser to redirectUrl with the same signed fields. Its refund endpoint checks the refund
 * signature and refunds only a transId it settled, never more than was paid.
 */
export function createFakeMomo(options: FakeMomoOptions) {
  const payments = new Map<string, Values>();
  const refused: string[] = [];
  /** Wallet payments MoMo settled (a genuine success), by MoMo transId, with what was refunded. */
  const settled = new Map<number, { amount: number; refunded: number }>();
  const refunds: { orderId: string; transId: number; amount: number; description: string }[] = [];
  const refundIds = new Set<string>();
  /** A test sets a resultCode here to make the next refunds fail as MoMo would (e.g. 99). */
  const control: { refundFailure: number | null } = { refundFailure: null };

  /** The refund API (`/v2/gateway/api/refund`): a signed request for a settled transId, never beyond what was paid. */
  function refund(body: Values): Values {
    const answer = (resultCode: number, message: string, transId: number | null = null): Values => ({
      partnerCode: options.partnerCode,
      orderId: body.orderId,
      requestId: body.requestId,
      amount: body.amount,
      transId,
      resultCode,
      message,
      responseTime: Date.now(),
    });
    for (const name of ['partnerCode', 'orderId', 'requestId', 'amount', 'transId', 'lang', 'signature']) {
      if (body[name] === undefined || body[name] === '') return answer(20, `Bad format request: ${name} is missing`);
    }
    if (typeof body.description !== 'string') return answer(20, 'Bad format request: description is missing');
    if (body.partnerCode !== options.partnerCode) return answer(11, 'Access denied: unknown partner');
    if (body.signature !== sign(REFUND_FIELDS, { ...body, accessKey: options.accessKey }, options.secretKey)) return answer(11, 'Access denied: invalid signature');
    if (refundIds.has(String(body.orderId))) return answer(41, 'Duplicated orderId');
    refundIds.add(String(body.orderId));
    const payment = settled.get(Number(body.transId));
    if (!payment) return answer(1080, 'The original payment was not found');
    const amount = Number(body.amount);
    if (!Number.isInteger(amount) || amount < 1_000 || amount > payment.amount - payment.refunded) return answer(1081, 'The refund amount exceeds what is left of the payment');
    if (control.refundFailure !== null) return answer(control.refundFailure, 'Refund refused');
    payment.refunded += amount;
    refunds.push({ orderId: String(body.orderId), transId: Number(body.transId), amount, description: body.description });
    return answer(0, 'Thành công.', randomInt(1_000_000_000, 9_999_999_999));
  }

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
    if (resultCode === 0 && override.amount === undefined && override.secretKey === undefined) settled.set(result.transId as number, { amount: request.amount as number, refunded: 0 });
    const ipn = await fetch(String(request.ipnUrl), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(result) });
    await ipn.arrayBuffer();
    const query = new URLSearchParams(Object.entries(result).map(([key, value]): [string, string] => [key, String(value)]));
    return { result, ipnStatus: ipn.status, redirectUrl: `${String(request.redirectUrl)}?${query}` };
  }

  async function handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
    if (request.method === 'POST' && url.pathname === '/momo/v2/gateway/api/refund') {
      sendJson(response, 200, refund((await readJson(request)) ?? {}));
      return true;
    }
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

  return { handle, complete, payments, refused, settled, refunds, control };
}
export type FakeMomo = ReturnType<typeof createFakeMomo>;
