import { Type, type Static } from 'typebox';
import { PageEnvelope, PageParam } from '../http/pagination.ts';
import { OrderLineRow } from '../orders/schemas.ts';
import { OrderStatusSchema, TimelineEntrySchema } from '../orders/timeline-schema.ts';
import { PcbOrderItem } from '../pcb/schemas.ts';

/**
 * The staff back office API: /v1/admin/* answers staff and admins only
 * (customers 403 `forbidden`, guests 403 `login_required`). Shop orders and PCB orders share the
 * lifecycle of shared/orders/lifecycle.ts; `kind` names which one a row is.
 */

const Id = Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 });
const NullableString = Type.Union([Type.String(), Type.Null()]);
const DateTime = Type.String({ format: 'date-time' });
const Vnd = Type.Integer({ description: 'whole VND' });

export const AdminOrderKind = Type.Union([Type.Literal('shop'), Type.Literal('pcb')]);
export type AdminOrderKind = Static<typeof AdminOrderKind>;

export const ADMIN_ORDERS_PER_PAGE = 20;

/** GET /v1/admin/orders query: `q` matches the code, the customer's name or e-mail, the waybill. */
export const AdminOrdersQuery = Type.Object({
  kind: Type.Optional(AdminOrderKind),
  status: Type.Optional(OrderStatusSchema),
  q: Type.Optional(Type.String({ maxLength: 100 })),
  page: PageParam(),
});
export type AdminOrdersQuery = Static<typeof AdminOrdersQuery>;

export const AdminOrderParams = Type.Object({ kind: AdminOrderKind, id: Id });
export type AdminOrderParams = Static<typeof AdminOrderParams>;

export const AdminCustomer = Type.Object({
  id: Id,
  fullname: Type.String(),
  email: NullableString,
  phone: NullableString,
});
export type AdminCustomer = Static<typeof AdminCustomer>;

/** How the order is paid and whether the money is recorded. */
export const AdminPayment = Type.Object({
  /** Paid before delivery (bank transfer / online); false for cash. */
  required: Type.Boolean(),
  /** bank_transfer, pay_online, pay_momo, paypal, cash. */
  method: Type.String(),
  paid: Type.Boolean(),
  paid_at: Type.Union([DateTime, Type.Null()]),
  /** The back office may record the payment by hand (bank transfer not yet paid). */
  can_mark_paid: Type.Boolean(),
});
export type AdminPayment = Static<typeof AdminPayment>;

/** One row of the back office order list. */
export const AdminOrderSummary = Type.Object(
  {
    kind: AdminOrderKind,
    id: Id,
    /** DH000123 for shop orders, PCB000045 for PCB orders. */
    code: Type.String(),
    created_at: DateTime,
    status: OrderStatusSchema,
    customer: AdminCustomer,
    total: Vnd,
    payment: AdminPayment,
    carrier: NullableString,
    waybill: NullableString,
  },
  { title: 'AdminOrderSummary' },
);
export type AdminOrderSummary = Static<typeof AdminOrderSummary>;

export const AdminOrdersResponse = Type.Object({
  data: Type.Array(AdminOrderSummary),
  ...PageEnvelope.properties,
});
export type AdminOrdersResponse = Static<typeof AdminOrdersResponse>;

/** Amounts of a shop order (whole VND); PCB amounts are in `pcb`. */
export const AdminShopAmounts = Type.Object({
  goods: Vnd,
  delivery_fee: Vnd,
  cod_fee: Vnd,
  vat_amount: Vnd,
  price_increase: Vnd,
  bonus: Vnd,
  online_fee: Vnd,
  total: Vnd,
});

const StaffName = Type.Union([Type.Object({ id: Id, fullname: Type.String() }), Type.Null()]);

/** The refund a cancelled paid order owes (shared/orders/refund.ts). */
export const AdminRefund = Type.Object(
  {
    method: Type.Union([Type.Literal('gateway'), Type.Literal('manual')]),
    status: Type.Union([Type.Literal('pending'), Type.Literal('failed'), Type.Literal('due'), Type.Literal('refunded')]),
    /** pay_online, pay_momo, paypal, bank_transfer or cash. */
    provider: Type.String(),
    /** Smallest unit of `currency`: đồng, or US cents (PayPal). */
    amount: Type.Integer(),
    currency: Type.Union([Type.Literal('VND'), Type.Literal('USD')]),
    /** Why the gateway did not refund (the last try), for staff. */
    failure: NullableString,
    attempts: Type.Integer({ minimum: 0 }),
    requested_at: DateTime,
    requested_by: StaffName,
    refunded_at: Type.Union([DateTime, Type.Null()]),
    /** Who recorded paying it back by hand; null when the gateway confirmed it. */
    refunded_by: StaffName,
    note: NullableString,
    can_retry: Type.Boolean(),
    can_mark_refunded: Type.Boolean(),
  },
  { title: 'AdminRefund' },
);
export type AdminRefund = Static<typeof AdminRefund>;

/**
 * Every delivery fact the customer gave. `method` is the spec §4 delivery
 * method (1 pickup in the shop, 2 express, 3 motorbike, 4 fast motorbike; null abroad or not
 * chosen); `company` the international carrier chosen abroad with its fee and time; `recipient`
 * the delivery address's name and phone; `pickup` who collects in the shop and when.
 */
export const AdminDelivery = Type.Object({
  method: Type.Union([Type.Integer(), Type.Null()]),
  company: Type.Union([Type.Object({ name: Type.String(), fee: Type.Union([Vnd, Type.Null()]), delivery_time: NullableString }), Type.Null()]),
  /** The delivery fee is paid to the carrier on receipt (spec §4 delivery_cost 1). */
  fee_on_receipt: Type.Boolean(),
  recipient: Type.Union([Type.Object({ name: Type.String(), phone: Type.String() }), Type.Null()]),
  /** Where `address_text` comes from: the order itself, or (PCB quotes that named none) the customer's default address as it is now. */
  address_source: Type.Union([Type.Literal('order'), Type.Literal('default'), Type.Null()]),
  pickup: Type.Union([
    Type.Object({ name: NullableString, phone: NullableString, date: NullableString, time: NullableString }),
    Type.Null(),
  ]),
});
export type AdminDelivery = Static<typeof AdminDelivery>;

/** The company a VAT invoice is made out to (spec §3 company, taxcode, company_address). */
export const AdminVatInvoice = Type.Object({ company: Type.String(), taxcode: Type.String(), company_address: Type.String() });
export type AdminVatInvoice = Static<typeof AdminVatInvoice>;

/** GET /v1/admin/orders/:kind/:id: everything the detail view shows. */
export const AdminOrderDetail = Type.Object(
  {
    ...AdminOrderSummary.properties,
    /** Shop orders: the lines; [] for PCB orders. */
    lines: Type.Array(OrderLineRow),
    /** Shop orders: the amounts; null for PCB. */
    amounts: Type.Union([AdminShopAmounts, Type.Null()]),
    /** PCB orders: configuration, prices and design file (its url works for staff); null for shop orders. */
    pcb: Type.Union([PcbOrderItem, Type.Null()]),
    /** Checkout flow of a shop order (vietnam, abroad, pickup); null for PCB. */
    flow: NullableString,
    address_text: NullableString,
    /** The customer's note on the order. */
    content: NullableString,
    delivery: AdminDelivery,
    /** Shop orders with a VAT invoice: the company; null otherwise. */
    vat_invoice: Type.Union([AdminVatInvoice, Type.Null()]),
    /** The storefront language the order was placed in (shop orders; null for PCB). */
    language: Type.Union([Type.Literal('vi'), Type.Literal('en'), Type.Null()]),
    /** The refund a cancelled paid order owes; null otherwise. */
    refund: Type.Union([AdminRefund, Type.Null()]),
    /**
     * What cancelling would do with the money now: `gateway` (refunded through
     * the provider's refund call), `manual` (a refund due, paid back by staff), null (unpaid).
     */
    refund_on_cancel: Type.Union([Type.Literal('gateway'), Type.Literal('manual'), Type.Null()]),
    /**
     * What that refund would give back, as it will be recorded: the paid attempt's amount in its
     * currency's smallest unit (US cents for PayPal, at the order's rate), else the total in đồng.
     */
    refund_amount_on_cancel: Type.Union([Type.Object({ amount: Type.Integer(), currency: Type.Union([Type.Literal('VND'), Type.Literal('USD')]) }), Type.Null()]),
    timeline: Type.Array(TimelineEntrySchema),
    /** Where the back office may move the order now (shipping still needs carrier and waybill). */
    next_statuses: Type.Array(OrderStatusSchema),
  },
  { title: 'AdminOrderDetail' },
);
export type AdminOrderDetail = Static<typeof AdminOrderDetail>;

/**
 * POST /v1/admin/orders/:kind/:id/status. 409 `{ error: { code } }` with invalid_transition,
 * payment_required, carrier_required, waybill_required or refund_confirmation_required when the
 * move is refused.
 */
export const AdminStatusBody = Type.Object({
  status: OrderStatusSchema,
  /** Cancelling a paid order needs this true (else 409 refund_confirmation_required). */
  refund_confirmed: Type.Optional(Type.Boolean()),
  note: Type.Optional(Type.String({ maxLength: 1000 })),
  carrier: Type.Optional(Type.String({ maxLength: 64 })),
  waybill: Type.Optional(Type.String({ maxLength: 64 })),
});
export type AdminStatusBody = Static<typeof AdminStatusBody>;

/** Answer of the status and mark-paid calls: the order as it is now. */
export const AdminOrderResponse = Type.Object({ order: AdminOrderDetail });
export type AdminOrderResponse = Static<typeof AdminOrderResponse>;

/** POST /v1/admin/orders/:kind/:id/mark-paid: 409 `not_bank_transfer` or `already_paid` when refused. */
export const AdminMarkPaidBody = Type.Object({ note: Type.Optional(Type.String({ maxLength: 1000 })) });
export type AdminMarkPaidBody = Static<typeof AdminMarkPaidBody>;

/** POST /v1/admin/orders/:kind/:id/refund/mark-refunded: staff paid the refund back by hand (409 `refund_not_due`). */
export const AdminMarkRefundedBody = Type.Object({ note: Type.Optional(Type.String({ maxLength: 1000 })) });
export type AdminMarkRefundedBody = Static<typeof AdminMarkRefundedBody>;
