import { Type, type Static } from 'typebox';

/**
 * The checkout API (spec §3 Profile fees, Cart method, Order form fields, Delivery company; §7
 * GET /v1/checkout, POST /v1/carts/update/session, POST /v1/orders). All amounts are integer VND.
 * The orders list, pay-again and feedback are in shared/orders/schemas.ts.
 *
 * The `fees` object is exactly `CheckoutFees` of shared/checkout/totals.ts and `cart_method`
 * `CartMethod` of shared/checkout/methods.ts, so the page feeds them straight into the shared
 * rules (checkoutTotals, methodContext, normalizeChoices) like the server does.
 */

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Vnd = Type.Integer({ description: 'Integer VND' });
const NullableString = Type.Union([Type.String(), Type.Null()]);
const Language = Type.Union([Type.Literal('vi'), Type.Literal('en')]);
const ZeroOne = Type.Union([Type.Literal(0), Type.Literal(1)]);

/** An online payment provider's fee (spec §3 Profile pay_online / pay_momo / paypal). */
export const ProviderFee = Type.Object({
  enable: Type.Boolean({ description: 'The payment adapter is configured on this server' }),
  value: Type.Number({ minimum: 0, description: 'Percent of the amount paid' }),
  value_en: Type.Integer({ minimum: 0, description: 'Flat amount in VND' }),
});
export type ProviderFee = Static<typeof ProviderFee>;

/** Spec §3 Delivery company (abroad): `payment` is the fee in VND, `delivery_time` e.g. '3-5'. */
export const DeliveryCompany = Type.Object({
  id: Id,
  name: Type.String(),
  payment: Vnd,
  delivery_time: Type.String(),
});
export type DeliveryCompany = Static<typeof DeliveryCompany>;

/** A location level of the delivery address, each with the whole delivery fee (spec §3 Profile locations). */
export const CheckoutLocation = Type.Object({
  level: Type.Integer({ minimum: 1, maximum: 3 }),
  name: Type.String(),
  payment: Vnd,
  time_delivery: Type.String(),
});
export type CheckoutLocation = Static<typeof CheckoutLocation>;

/** Exactly `CheckoutFees` of shared/checkout/totals.ts. */
export const CheckoutFees = Type.Object({
  locations: Type.Array(CheckoutLocation),
  cod_payment: Vnd,
  is_tax: Type.Boolean(),
  tax_rate: Type.Number({ minimum: 0, description: 'Percent' }),
  increase_price: Type.Number({ minimum: 0, description: 'Percent added to the goods when VAT is on' }),
  pay_online: ProviderFee,
  pay_momo: ProviderFee,
  paypal: ProviderFee,
  delivery_companies: Type.Array(DeliveryCompany),
  bonus: Vnd,
});
export type CheckoutFees = Static<typeof CheckoutFees>;

/** Spec §3 Cart method (session); exactly `CartMethod` of shared/checkout/methods.ts. */
export const CartMethod = Type.Object({
  payment_method: Type.Integer(),
  delivery_method: Type.Integer(),
  delivery_cost: ZeroOne,
  payment_in_shop: Type.Integer(),
  vat: ZeroOne,
});
export type CartMethod = Static<typeof CartMethod>;

export const BankTransferAccount = Type.Object({
  bank_name: Type.String(),
  account_number: Type.String(),
  account_name: Type.String(),
});
export type BankTransferAccount = Static<typeof BankTransferAccount>;

const Clock = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: "Shop time (Asia/Ho_Chi_Minh), 'HH:MM'" });

/** A weekday's opening hours, exactly `DayHours` of shared/checkout/opening-hours.ts. */
export const DayHours = Type.Object({
  opens: Clock,
  closes: Clock,
  lunch: Type.Union([Type.Null(), Type.Object({ from: Clock, to: Clock })]),
});

/** 1. GET /v1/checkout (signed-in only; 403 login_required for guests). */
export const CheckoutContextResponse = Type.Object({
  profile: Type.Object({
    fullname: Type.String(),
    phone: Type.String(),
    email: Type.String(),
    /** Lowercased ISO 3166-1 alpha-2 of the profile country; null without one. */
    country_iso: NullableString,
    buyonshop: Type.Boolean(),
    is_tax: Type.Boolean(),
    company: Type.String(),
    taxcode: Type.String(),
    company_address: Type.String(),
    bonus: Vnd,
  }),
  /** The default delivery address, or null (the page sends the user to add one). */
  address: Type.Union([
    Type.Null(),
    Type.Object({
      id: Id,
      name: Type.String(),
      phone: Type.String(),
      /** One-line address. */
      text: Type.String(),
      country_iso: NullableString,
      locations: Type.Array(CheckoutLocation),
    }),
  ]),
  fees: CheckoutFees,
  cart_method: CartMethod,
  /** VND per USD. */
  exchange_rate: Type.Number({ exclusiveMinimum: 0 }),
  bank_transfer: Type.Union([Type.Null(), BankTransferAccount]),
  /**
   * The shop's opening hours, Sunday first, null for a closed day (`OpeningHours` of
   * shared/checkout/opening-hours.ts): the pickup slots the page offers and the order call checks.
   */
  opening_hours: Type.Array(Type.Union([Type.Null(), DayHours]), { minItems: 7, maxItems: 7 }),
});
export type CheckoutContextResponse = Static<typeof CheckoutContextResponse>;

/** The methods POST /v1/carts/update/session accepts (spec §7). */
export const CART_METHOD_NAMES = ['vat', 'payment_method', 'payment_in_shop', 'delivery_method', 'delivery_cost'] as const;

/** 2. POST /v1/carts/update/session JSON body. */
export const CartMethodBody = Type.Object({
  method: Type.Union([
    Type.Literal('vat'),
    Type.Literal('payment_method'),
    Type.Literal('payment_in_shop'),
    Type.Literal('delivery_method'),
    Type.Literal('delivery_cost'),
  ]),
  value: Type.Integer({ minimum: 0, maximum: 99 }),
});
export type CartMethodBody = Static<typeof CartMethodBody>;

/** 2. The stored cart method after the change (spec §4 resets applied). */
export const CartMethodResponse = CartMethod;
export type CartMethodResponse = Static<typeof CartMethodResponse>;


/** The parsed multipart body of POST /v1/orders (what the server validates and fingerprints). */
export const OrderCreateBody = Type.Object({
  'order[use_bonus]': Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
  'order[address]': Type.Optional(Type.String({ pattern: '^[0-9]{1,10}$' })),
  'order[content]': Type.Optional(Type.String({ maxLength: 3000 })),
  'order[vat]': Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
  'order[name]': Type.Optional(Type.String({ maxLength: 120 })),
  'order[phone]': Type.Optional(Type.String({ maxLength: 20 })),
  'order[global_delivery_payment]': Type.Optional(Type.String({ pattern: '^[0-9]{1,2}$' })),
  'order[transport_id]': Type.Optional(Type.String({ pattern: '^[0-9]{1,10}$' })),
  'order[payment_method]': Type.Optional(Type.String({ pattern: '^[0-9]{1,2}$' })),
  'order[delivery_method]': Type.Optional(Type.String({ pattern: '^[0-9]{1,2}$' })),
  'order[payment_in_shop]': Type.Optional(Type.String({ pattern: '^[0-9]{1,2}$' })),
  'order[delivery_cost]': Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
  'order[pickup_date]': Type.Optional(Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' })),
  'order[pickup_time]': Type.Optional(Type.String({ maxLength: 16 })),
  'order[language]': Type.Optional(Language),
  selected_ids: Type.String({ maxLength: 20_000, description: 'JSON array of product ids' }),
  company: Type.Optional(Type.String({ maxLength: 255 })),
  taxcode: Type.Optional(Type.String({ maxLength: 14 })),
  company_address: Type.Optional(Type.String({ maxLength: 500 })),
  expected_total: Type.String({ pattern: '^[0-9]{1,15}$', description: 'The VND total the page showed' }),
  line_prices: Type.String({ maxLength: 40_000, description: 'JSON { "<product_id>": <unit price VND> }' }),
});
export type OrderCreateBody = Static<typeof OrderCreateBody>;

/** 3. 200 answer of POST /v1/orders. */
export const OrderCreatedResponse = Type.Object({
  order: Type.Object({ id: Id, code: Type.String() }),
  /** '/orders?placed=<code>'. */
  redirect: Type.String(),
  /** The provider's payment page (VNPay, MoMo, PayPal), or null for cash and bank transfer. */
  redirect_pay: NullableString,
});
export type OrderCreatedResponse = Static<typeof OrderCreatedResponse>;

/** 3. 409 price_changed: a line's unit price (or the total, product_id 0) differs from what the page showed. */
export const PriceChangedLine = Type.Object({
  product_id: Type.Integer({ minimum: 0 }),
  name: Type.String(),
  expected: Vnd,
  actual: Vnd,
});
export type PriceChangedLine = Static<typeof PriceChangedLine>;

/** 3. 409 out_of_stock: the stock no longer covers a line. */
export const OutOfStockLine = Type.Object({
  product_id: Id,
  name: Type.String(),
  requested: Type.Integer(),
  available: Type.Integer(),
});
export type OutOfStockLine = Static<typeof OutOfStockLine>;

/** 3. The 409 body: `{ error: { code: 'price_changed' | 'out_of_stock', message, lines } }`. */
export const OrderConflictBody = Type.Object({
  error: Type.Object({
    code: Type.Union([Type.Literal('price_changed'), Type.Literal('out_of_stock'), Type.String()]),
    message: Type.String(),
    lines: Type.Optional(Type.Array(Type.Union([PriceChangedLine, OutOfStockLine]))),
  }),
});
export type OrderConflictBody = Static<typeof OrderConflictBody>;
