import type { PaymentsConfig } from '../../config.ts';
import { AppError } from '../../errors.ts';
import type { GatewayRefundResult } from './gateway-refund-result.ts';

type PaypalConfig = NonNullable<PaymentsConfig['paypal']>;

/** VND → whole US cents at the order's exchange rate (VND per USD), rounded half up. */
export function usdCents(amountVnd: number, exchangeRate: number): number {
  if (!(exchangeRate > 0)) throw new Error('exchange rate must be positive');
  return Math.max(1, Math.round((amountVnd * 100) / exchangeRate));
}

/** Cents as PayPal's decimal string, e.g. 1234 → "12.34". */
export function usdValue(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** PayPal's decimal string → cents, or null when it is not a USD amount with up to 2 decimals. */
export function centsOf(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d+(\.\d{1,2})?$/.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

async function paypalCall(url: string, init: RequestInit): Promise<{ status: number; body: Record<string, unknown> }> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  } catch (error) {
    throw new AppError(502, 'payment_unavailable', `PayPal did not answer: ${(error as Error).message}`);
  }
}

/** OAuth2 client-credentials token (`POST /v1/oauth2/token`). */
async function accessToken(config: PaypalConfig): Promise<string> {
  const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
  const { status, body } = await paypalCall(`${config.apiBase}/v1/oauth2/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: 'grant_type=client_credentials',
  });
  if (status !== 200 || typeof body.access_token !== 'string') throw new AppError(502, 'payment_unavailable', `PayPal token refused (${status})`);
  return body.access_token;
}

export interface PaypalOrderInput {
  orderCode: string;
  cents: number;
  language: 'vi' | 'en';
  returnUrl: string;
  cancelUrl: string;
}

/** The Orders v2 create body: one purchase unit in USD referenced by our order code, pay now. */
export function paypalOrderBody(input: PaypalOrderInput): Record<string, unknown> {
  return {
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: input.orderCode,
        custom_id: input.orderCode,
        invoice_id: input.orderCode,
        description: `Order ${input.orderCode}`,
        amount: { currency_code: 'USD', value: usdValue(input.cents) },
      },
    ],
    payment_source: {
      paypal: {
        experience_context: {
          return_url: input.returnUrl,
          cancel_url: input.cancelUrl,
          user_action: 'PAY_NOW',
          shipping_preference: 'NO_SHIPPING',
          locale: input.language === 'en' ? 'en-US' : 'vi-VN',
        },
      },
    },
  };
}

/** Creates the PayPal order; returns its id and the link where the customer approves it. */
export async function createPaypalOrder(config: PaypalConfig, input: PaypalOrderInput): Promise<{ id: string; approveUrl: string }> {
  const token = await accessToken(config);
  const { status, body } = await paypalCall(`${config.apiBase}/v2/checkout/orders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(paypalOrderBody(input)),
  });
  const links = Array.isArray(body.links) ? (body.links as { rel?: unknown; href?: unknown }[]) : [];
  // payment_source.paypal answers `payer-action`; the older application_context answered `approve`.
  const approve = links.find((link) => link.rel === 'payer-action' || link.rel === 'approve');
  if ((status !== 200 && status !== 201) || typeof body.id !== 'string' || typeof approve?.href !== 'string') {
    throw new AppError(502, 'payment_unavailable', `PayPal refused the order (${status})`);
  }
  return { id: body.id, approveUrl: approve.href };
}

export interface PaypalCapture {
  /** The order's status after the capture call; COMPLETED when the money moved. */
  status: string;
  referenceId: string | null;
  captureId: string | null;
  captureStatus: string | null;
  currency: string | null;
  cents: number | null;
  raw: Record<string, unknown>;
}

/**
 * Captures an approved order (`POST /v2/checkout/orders/{id}/capture`). Null when PayPal refuses
 * (not approved, already captured, unknown id): nothing was paid by this call.
 */
export async function capturePaypalOrder(config: PaypalConfig, paypalOrderId: string): Promise<PaypalCapture | null> {
  const token = await accessToken(config);
  const { status, body } = await paypalCall(`${config.apiBase}/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}/capture`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'paypal-request-id': `capture-${paypalOrderId}` },
  });
  if (status !== 200 && status !== 201) return null;
  const unit = (Array.isArray(body.purchase_units) ? body.purchase_units[0] : undefined) as
    | { reference_id?: unknown; payments?: { captures?: { id?: unknown; status?: unknown; amount?: { currency_code?: unknown; value?: unknown } }[] } }
    | undefined;
  const capture = unit?.payments?.captures?.[0];
  return {
    status: typeof body.status === 'string' ? body.status : '',
    referenceId: typeof unit?.reference_id === 'string' ? unit.reference_id : null,
    captureId: typeof capture?.id === 'string' ? capture.id : null,
    captureStatus: typeof capture?.status === 'string' ? capture.status : null,
    currency: typeof capture?.amount?.currency_code === 'string' ? capture.amount.currency_code : null,
    cents: centsOf(capture?.amount?.value),
    raw: body,
  };
}

export interface PaypalRefund {
  /** The capture the payment made (purchase_units[0].payments.captures[0].id). */
  captureId: string;
  cents: number;
  /** PayPal-Request-Id: the same id for every retry of one refund, so PayPal never refunds twice. */
  requestId: string;
  orderCode: string;
}

/**
 * Refunds a capture (`POST /v2/payments/captures/{id}/refund`, the amount in USD as captured).
 * COMPLETED is refunded; PENDING (PayPal still moving the money) is reported as a failure to
 * check at PayPal, so staff look before marking it refunded.
 */
export async function refundPaypalCapture(config: PaypalConfig, refund: PaypalRefund): Promise<GatewayRefundResult> {
  let answer: { status: number; body: Record<string, unknown> };
  try {
    const token = await accessToken(config);
    answer = await paypalCall(`${config.apiBase}/v2/payments/captures/${encodeURIComponent(refund.captureId)}/refund`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'paypal-request-id': refund.requestId, prefer: 'return=representation' },
      body: JSON.stringify({ amount: { currency_code: 'USD', value: usdValue(refund.cents) }, invoice_id: refund.orderCode, note_to_payer: `Refund for order ${refund.orderCode}` }),
    });
  } catch (error) {
    return { ok: false, providerRef: refund.requestId, failure: (error as Error).message, raw: null };
  }
  const { status, body } = answer;
  if ((status === 200 || status === 201) && body.status === 'COMPLETED') return { ok: true, providerRef: typeof body.id === 'string' ? body.id : refund.requestId, raw: body };
  const issue = Array.isArray(body.details) ? String((body.details[0] as { issue?: unknown } | undefined)?.issue ?? '') : '';
  const why = status === 200 || status === 201 ? `refund ${String(body.status)}, check at PayPal` : `${status} ${issue || String(body.name ?? '')}`.trim();
  return { ok: false, providerRef: typeof body.id === 'string' ? body.id : refund.requestId, failure: `PayPal refused: ${why}`, raw: body };
}
