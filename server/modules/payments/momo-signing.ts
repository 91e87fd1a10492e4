import { createHmac, timingSafeEqual } from 'node:crypto';

/** Fields of MoMo's create-payment signature, in the documented order (API v2, captureWallet). */
export const MOMO_CREATE_SIGNED = [
  'accessKey',
  'amount',
  'extraData',
  'ipnUrl',
  'orderId',
  'orderInfo',
  'partnerCode',
  'redirectUrl',
  'requestId',
  'requestType',
] as const;

/** Fields of the signature on MoMo's IPN and redirect (the payment result), in the documented order. */
export const MOMO_RESULT_SIGNED = [
  'accessKey',
  'amount',
  'extraData',
  'message',
  'orderId',
  'orderInfo',
  'orderType',
  'partnerCode',
  'payType',
  'requestId',
  'responseTime',
  'resultCode',
  'transId',
] as const;

type Values = Readonly<Record<string, string | number | undefined>>;

/** The raw signature string MoMo documents: `name=value` pairs, unencoded, joined with `&`. */
export function momoRawSignature(fields: readonly string[], values: Values): string {
  return fields.map((name) => `${name}=${values[name] ?? ''}`).join('&');
}

/** HMAC-SHA256 of the raw string with the partner's secret key, in hex. */
export function momoSign(fields: readonly string[], values: Values, secretKey: string): string {
  return createHmac('sha256', secretKey).update(momoRawSignature(fields, values), 'utf8').digest('hex');
}

/** True when `signature` is the HMAC of the result fields (accessKey comes from our config, not the caller). */
export function verifyMomoResult(values: Values, accessKey: string, secretKey: string): boolean {
  const received = values.signature;
  if (typeof received !== 'string' || !/^[0-9a-fA-F]{64}$/.test(received)) return false;
  const expected = Buffer.from(momoSign(MOMO_RESULT_SIGNED, { ...values, accessKey }, secretKey), 'hex');
  return timingSafeEqual(expected, Buffer.from(received, 'hex'));
}

/** Fields of MoMo's refund signature (`/v2/gateway/api/refund`), in the documented order. */
export const MOMO_REFUND_SIGNED = ['accessKey', 'amount', 'description', 'orderId', 'partnerCode', 'requestId', 'transId'] as const;
