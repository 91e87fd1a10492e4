import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { originOf, readForm, readJson, readText, redirect, sendCheckoutPage, sendError, sendJson } from './http.ts';

export interface FakePaypalOptions {
  clientId: string;
  clientSecret: string;
}

interface FakeOrder {
  id: string;
  referenceId: string;
  currency: string;
  value: string;
  returnUrl: string;
  cancelUrl: string;
  state: 'created' | 'approved' | 'captured';
  /** What the capture reports, when a test makes PayPal capture another amount. */
  captureValue?: string;
  /** Set once captured: the capture's id, amount in cents and what was refunded of it. */
  capture?: { id: string; cents: number; refunded: number };
}

function cents(value: string): number {
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

function issue(response: ServerResponse, status: number, name: string, issueName: string): void {
  sendJson(response, status, { name, details: [{ issue: issueName }], message: issueName });
}

/**
 * A local PayPal REST API: client-credentials tokens, Orders v2 create (payer-action link),
 * an approve page that sends the browser to return_url?token=…&PayerID=… (or cancel_url), and
 * capture answering COMPLETED with the captured amount — or 422 when not approved / captured twice —
 * and captures refund (Bearer token, PayPal-Request-Id replays, never more than was captured).
 */
export function createFakePaypal(options: FakePaypalOptions) {
  const tokens = new Set<string>();
  const orders = new Map<string, FakeOrder>();
  let captures = 0;
  const refunds: { captureId: string; cents: number; requestId: string }[] = [];
  /** Answers already given per PayPal-Request-Id (PayPal replays them instead of refunding twice). */
  const replays = new Map<string, { status: number; body: unknown }>();
  /** A test sets an issue name here to make the next refunds fail as PayPal would (HTTP 422). */
  const control: { refundFailure: string | null } = { refundFailure: null };

  /** POST /v2/payments/captures/{id}/refund: a full refund without `amount`, else up to what is left. */
  function refund(captureId: string, body: Record<string, unknown>, requestId: string): { status: number; body: unknown } {
    const order = [...orders.values()].find((candidate) => candidate.capture?.id === captureId);
    if (!order?.capture) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] } };
    const capture = order.capture;
    const left = capture.cents - capture.refunded;
    if (left <= 0) return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'CAPTURE_FULLY_REFUNDED' }] } };
    const amount = body.amount as { currency_code?: string; value?: string } | undefined;
    if (amount && (amount.currency_code !== order.currency || !/^\d+(\.\d{2})?$/.test(amount.value ?? ''))) {
      return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'CURRENCY_MISMATCH' }] } };
    }
    const wanted = amount ? cents(amount.value ?? '0') : left;
    if (wanted <= 0 || wanted > left) return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'REFUND_AMOUNT_EXCEEDED' }] } };
    if (control.refundFailure) return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: control.refundFailure }] } };
    capture.refunded += wanted;
    refunds.push({ captureId, cents: wanted, requestId });
    const id = `RF${randomBytes(6).toString('hex').toUpperCase()}`;
    const value = `${Math.floor(wanted / 100)}.${String(wanted % 100).padStart(2, '0')}`;
    return { status: 201, body: { id, status: 'COMPLETED', amount: { currency_code: order.currency, value }, links: [{ rel: 'self', href: `/v2/payments/refunds/${id}` }] } };
  }

  function authorized(request: IncomingMessage): boolean {
    const header = request.headers.authorization ?? '';
    return header.startsWith('Bearer ') && tokens.has(header.slice(7));
  }

  function approve(id: string): void {
    const order = orders.get(id);
    if (!order) throw new Error(`fake PayPal has no order ${id}`);
    if (order.state === 'created') order.state = 'approved';
  }

  async function handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
    const path = url.pathname;
    if (request.method === 'POST' && path === '/paypal/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
      const form = new URLSearchParams(await readText(request));
      if (request.headers.authorization !== expected) sendJson(response, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
      else if (form.get('grant_type') !== 'client_credentials') sendJson(response, 400, { error: 'unsupported_grant_type' });
      else {
        const token = randomBytes(24).toString('base64url');
        tokens.add(token);
        sendJson(response, 200, { scope: 'https://uri.paypal.com/services/payments/payment', access_token: token, token_type: 'Bearer', app_id: 'APP-FAKE', expires_in: 32_400 });
      }
      return true;
    }
    if (request.method === 'POST' && path === '/paypal/v2/checkout/orders') {
      if (!authorized(request)) return (issue(response, 401, 'AUTHENTICATION_FAILURE', 'INVALID_TOKEN'), true);
      const body = (await readJson(request)) ?? {};
      const unit = (Array.isArray(body.purchase_units) ? body.purchase_units[0] : undefined) as { reference_id?: string; amount?: { currency_code?: string; value?: string } } | undefined;
      const context = ((body.payment_source as { paypal?: { experience_context?: Record<string, string> } } | undefined)?.paypal?.experience_context ??
        body.application_context) as Record<string, string> | undefined;
      if (body.intent !== 'CAPTURE' || !unit?.amount?.currency_code || !/^\d+(\.\d{2})?$/.test(unit.amount.value ?? '') || !context?.return_url || !context.cancel_url) {
        issue(response, 422, 'UNPROCESSABLE_ENTITY', 'INVALID_PARAMETER_VALUE');
        return true;
      }
      const id = randomBytes(9).toString('hex').toUpperCase().slice(0, 17);
      orders.set(id, {
        id,
        referenceId: unit.reference_id ?? 'default',
        currency: unit.amount.currency_code,
        value: unit.amount.value ?? '',
        returnUrl: context.return_url,
        cancelUrl: context.cancel_url,
        state: 'created',
      });
      const base = originOf(request);
      sendJson(response, 200, {
        id,
        status: 'PAYER_ACTION_REQUIRED',
        links: [
          { href: `${base}/paypal/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
          { href: `${base}/paypal/checkoutnow?token=${id}`, rel: 'payer-action', method: 'GET' },
        ],
      });
      return true;
    }
    const capture = /^\/paypal\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path);
    if (request.method === 'POST' && capture) {
      if (!authorized(request)) return (issue(response, 401, 'AUTHENTICATION_FAILURE', 'INVALID_TOKEN'), true);
      const order = orders.get(decodeURIComponent(capture[1] ?? ''));
      if (!order) issue(response, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      else if (order.state === 'created') issue(response, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
      else if (order.state === 'captured') issue(response, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
      else {
        order.state = 'captured';
        captures += 1;
        const captureId = `CAP${randomBytes(6).toString('hex').toUpperCase()}`;
        order.capture = { id: captureId, cents: cents(order.captureValue ?? order.value), refunded: 0 };
        sendJson(response, 201, {
          id: order.id,
          status: 'COMPLETED',
          purchase_units: [
            {
              reference_id: order.referenceId,
              payments: {
                captures: [
                  { id: captureId, status: 'COMPLETED', amount: { currency_code: order.currency, value: order.captureValue ?? order.value } },
                ],
              },
            },
          ],
          payer: { payer_id: 'FAKEPAYER123' },
        });
      }
      return true;
    }
    const refundPath = /^\/paypal\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (request.method === 'POST' && refundPath) {
      if (!authorized(request)) return (issue(response, 401, 'AUTHENTICATION_FAILURE', 'INVALID_TOKEN'), true);
      const requestId = String(request.headers['paypal-request-id'] ?? '');
      const body = (await readJson(request)) ?? {};
      const known = requestId ? replays.get(requestId) : undefined;
      const answer = known ?? refund(decodeURIComponent(refundPath[1] ?? ''), body, requestId);
      if (requestId && !known) replays.set(requestId, answer);
      sendJson(response, answer.status, answer.body);
      return true;
    }
    if (request.method === 'GET' && path === '/paypal/checkoutnow') {
      const order = orders.get(url.searchParams.get('token') ?? '');
      if (!order) return (sendError(response, 404, 'PayPal: unknown order'), true);
      sendCheckoutPage(response, {
        title: 'PayPal (fake)',
        lines: [`Order ${order.referenceId}`, `${order.value} ${order.currency}`],
        action: '/paypal/checkoutnow',
        hidden: { token: order.id },
        buttons: [
          { name: 'choice', value: 'pay', label: 'Pay Now' },
          { name: 'choice', value: 'cancel', label: 'Cancel and return' },
        ],
      });
      return true;
    }
    if (request.method === 'POST' && path === '/paypal/checkoutnow') {
      const form = await readForm(request);
      const order = orders.get(form.token ?? '');
      if (!order) return (sendError(response, 404, 'PayPal: unknown order'), true);
      if (form.choice === 'cancel') return (redirect(response, `${order.cancelUrl}?token=${order.id}`), true);
      approve(order.id);
      redirect(response, `${order.returnUrl}?token=${order.id}&PayerID=FAKEPAYER123`);
      return true;
    }
    return false;
  }

  return {
    handle,
    approve,
    orders,
    /** How many captures moved money (a replayed return must not add one). */
    captureCount: () => captures,
    refunds,
    control,
  };
}
export type FakePaypal = ReturnType<typeof createFakePaypal>;
