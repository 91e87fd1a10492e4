import { Type, type Static } from 'typebox';

/**
 * The refund of a cancelled paid order (shop or PCB) as its customer sees it:
 * `in_progress` until the money is back (`refunded`); `method` says whether it goes back through
 * the payment gateway or the shop pays it back. `amount` in the smallest unit of `currency` (US
 * cents for PayPal). GET /v1/orders and GET /v1/pcb-orders both answer it.
 */
export const OrderRefundView = Type.Object({
  state: Type.Union([Type.Literal('in_progress'), Type.Literal('refunded')]),
  method: Type.Union([Type.Literal('gateway'), Type.Literal('manual')]),
  amount: Type.Integer(),
  currency: Type.Union([Type.Literal('VND'), Type.Literal('USD')]),
  refunded_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type OrderRefundView = Static<typeof OrderRefundView>;
