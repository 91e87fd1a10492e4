import type { PaymentsConfig } from '../../config.ts';
import { postRefundJson, type GatewayRefundResult } from './gateway-refund-result.ts';
import { MOMO_REFUND_SIGNED, momoSign } from './momo-signing.ts';
import { message } from '../../i18n/messages.ts';

type MomoConfig = NonNullable<PaymentsConfig['momo']>;

export interface MomoRefund {
  /** A new unique orderId for the refund (MoMo refuses one it has seen). */
  refundId: string;
  /** MoMo's transId of the payment (from its IPN). */
  transId: number;
  amountVnd: number;
  orderCode: string;
  language: 'vi' | 'en';
}

/** The signed body of MoMo's refund call (API v2). */
export function momoRefundBody(config: MomoConfig, refund: MomoRefund): Record<string, string | number> {
  const fields = {
    partnerCode: config.partnerCode,
    accessKey: config.accessKey,
    orderId: refund.refundId,
    requestId: refund.refundId,
    amount: refund.amountVnd,
    transId: refund.transId,
    description: message(refund.language, 'momo_refund_description', { code: refund.orderCode }),
  };
  const { accessKey: _accessKey, ...body } = fields;
  return { ...body, lang: refund.language, signature: momoSign(MOMO_REFUND_SIGNED, fields, config.secretKey) };
}

/** Asks MoMo to refund the payment; success is resultCode 0. */
export async function refundMomo(config: MomoConfig, refund: MomoRefund): Promise<GatewayRefundResult> {
  const answer = await postRefundJson(`${config.endpoint}/v2/gateway/api/refund`, momoRefundBody(config, refund));
  if (!answer.answered) return { ok: false, providerRef: refund.refundId, failure: `MoMo ${answer.failure}`, raw: null };
  if (answer.body.resultCode !== 0) {
    return { ok: false, providerRef: refund.refundId, failure: `MoMo refused: ${String(answer.body.resultCode)} ${String(answer.body.message ?? '')}`.trim(), raw: answer.body };
  }
  return { ok: true, providerRef: refund.refundId, raw: answer.body };
}
