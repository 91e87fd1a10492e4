import type { PaymentsConfig } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { MOMO_CREATE_SIGNED, momoSign } from './momo-signing.ts';
import { message } from '../../i18n/messages.ts';

type MomoConfig = NonNullable<PaymentsConfig['momo']>;

export interface MomoPayment {
  /** Our unique reference (MoMo orderId), echoed in the IPN and the redirect. */
  orderId: string;
  orderCode: string;
  amountVnd: number;
  language: 'vi' | 'en';
  redirectUrl: string;
  ipnUrl: string;
}

/** The signed body of MoMo's create-payment call (API v2, requestType captureWallet). */
export function momoCreateBody(config: MomoConfig, payment: MomoPayment): Record<string, string | number | boolean> {
  const fields = {
    partnerCode: config.partnerCode,
    accessKey: config.accessKey,
    requestId: payment.orderId,
    amount: payment.amountVnd,
    orderId: payment.orderId,
    orderInfo: message(payment.language, 'momo_order_info', { code: payment.orderCode }),
    redirectUrl: payment.redirectUrl,
    ipnUrl: payment.ipnUrl,
    extraData: '',
    requestType: 'captureWallet',
  };
  const { accessKey: _accessKey, ...body } = fields;
  return { ...body, lang: payment.language, autoCapture: true, signature: momoSign(MOMO_CREATE_SIGNED, fields, config.secretKey) };
}

/** Creates the payment at MoMo and returns its payUrl; a refusal or an unreachable MoMo is a 502. */
export async function createMomoPayment(config: MomoConfig, payment: MomoPayment): Promise<string> {
  let answer: { resultCode?: unknown; payUrl?: unknown; message?: unknown };
  try {
    const response = await fetch(`${config.endpoint}/v2/gateway/api/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=UTF-8' },
      body: JSON.stringify(momoCreateBody(config, payment)),
      signal: AbortSignal.timeout(30_000),
    });
    answer = (await response.json()) as typeof answer;
  } catch (error) {
    throw new AppError(502, 'payment_unavailable', `MoMo did not answer: ${(error as Error).message}`);
  }
  if (answer.resultCode !== 0 || typeof answer.payUrl !== 'string') {
    throw new AppError(502, 'payment_unavailable', `MoMo refused the payment: ${String(answer.resultCode)} ${String(answer.message)}`);
  }
  return answer.payUrl;
}
