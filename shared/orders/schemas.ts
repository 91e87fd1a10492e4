import { Type, type Static } from 'typebox';
import { PageEnvelope, PageParam } from '../http/pagination.ts';
import { OrderRefundView } from './refund-schema.ts';
import { TimelineEntrySchema } from './timeline-schema.ts';

/**
 * The orders API (spec §7 GET /v1/orders, POST /v1/orders/{id}/pay-again, POST /feedbacks): the
 * customer's list of shop orders with lines, amounts, payment, timeline and refund. All amounts
 * are integer VND. Placing an order (POST /v1/orders) is the checkout's: shared/checkout/schemas.ts.
 */

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const NullableId = Type.Union([Id, Type.Null()]);
const Vnd = Type.Integer({ description: 'Integer VND' });
const NullableString = Type.Union([Type.String(), Type.Null()]);
const Flow = Type.Union([Type.Literal('vietnam'), Type.Literal('abroad'), Type.Literal('pickup')]);

/** 4. GET /v1/orders query. */
export const OrdersListQuery = Type.Object({
  page: PageParam(10_000),
});
export type OrdersListQuery = Static<typeof OrdersListQuery>;

export const OrderLineRow = Type.Object({
  product_id: NullableId,
  name: Type.String(),
  /** The English storefront's name when ordered (null: none, `name` is shown). */
  name_en: NullableString,
  slug: NullableString,
  sku: NullableString,
  unit: NullableString,
  quantity: Type.Integer(),
  unit_price: Vnd,
  line_total: Vnd,
  image_id: NullableId,
});
export type OrderLineRow = Static<typeof OrderLineRow>;

export const OrderBankTransfer = Type.Object({
  bank_name: Type.String(),
  account_number: Type.String(),
  account_name: Type.String(),
  /** The transfer memo: the order code. */
  memo: Type.String(),
  amount: Vnd,
  qr_image_url: Type.String(),
});
export type OrderBankTransfer = Static<typeof OrderBankTransfer>;

export const OrderRow = Type.Object({
  id: Id,
  code: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  flow: Flow,
  currency: Type.Union([Type.Literal('VND'), Type.Literal('USD')]),
  exchange_rate: Type.Number(),
  delivery_method: Type.Integer(),
  payment_method: Type.Union([Type.Integer(), Type.Null()]),
  payment_in_shop: Type.Union([Type.Integer(), Type.Null()]),
  payment_provider: Type.Union([
    Type.Literal('pay_online'),
    Type.Literal('pay_momo'),
    Type.Literal('paypal'),
    Type.Literal('bank_transfer'),
    Type.Null(),
  ]),
  payment_status: Type.Union([Type.Literal('unpaid'), Type.Literal('paid')]),
  paid_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  status: Type.String(),
  goods: Vnd,
  delivery_fee: Vnd,
  cod_fee: Vnd,
  vat_amount: Vnd,
  price_increase: Vnd,
  bonus: Vnd,
  online_fee: Vnd,
  total: Vnd,
  lines: Type.Array(OrderLineRow),
  address_text: NullableString,
  pickup: Type.Union([Type.Null(), Type.Object({ date: NullableString, time: NullableString, name: Type.String(), phone: Type.String() })]),
  feedback: Type.Union([Type.Null(), Type.Object({ star: Type.Integer({ minimum: 1, maximum: 5 }), content: Type.String() })]),
  /** Transfer details while a bank-transfer order is unpaid; null otherwise or when not configured. */
  bank_transfer: Type.Union([Type.Null(), OrderBankTransfer]),
  /**
   * Where to POST for a new payment attempt (answer PayAgainResponse) while an
   * online order is unpaid and not cancelled or handed over; null otherwise.
   */
  pay_again_url: NullableString,
  /** The order's history, oldest first, and the shipment once shipped. */
  timeline: Type.Array(TimelineEntrySchema),
  carrier: NullableString,
  waybill: NullableString,
  refund: Type.Union([OrderRefundView, Type.Null()]),
});
export type OrderRow = Static<typeof OrderRow>;

/** POST /v1/orders/:code/pay-again: the provider page of the new attempt. */
export const PayAgainResponse = Type.Object({ redirect_pay: Type.String() });
export type PayAgainResponse = Static<typeof PayAgainResponse>;

/** 4. GET /v1/orders?page: own orders, newest first. */
export const OrdersListResponse = Type.Object({
  orders: Type.Array(OrderRow),
  ...PageEnvelope.properties,
});
export type OrdersListResponse = Static<typeof OrdersListResponse>;


/** 5. The parsed multipart body of POST /feedbacks (images are read separately). */
export const FeedbackBody = Type.Object({
  order_id: Type.String({ pattern: '^[0-9]{1,12}$' }),
  content: Type.String({ maxLength: 3000 }),
  star: Type.String({ pattern: '^[1-5]$' }),
});
export type FeedbackBody = Static<typeof FeedbackBody>;

/** 5. 200 answer: the spec §8 thank-you text in the storefront's language; `key` is 'thanks_to_feedback'. */
export const FeedbackResponse = Type.Object({ message: Type.String(), key: Type.Literal('thanks_to_feedback') });
export type FeedbackResponse = Static<typeof FeedbackResponse>;
