import { Type, type Static } from 'typebox';
import { PageEnvelope, PageParam } from '../http/pagination.ts';
import { OrderRefundView } from '../orders/refund-schema.ts';
import { TimelineEntrySchema } from '../orders/timeline-schema.ts';
import type { PcbConfig as PcbConfigShape } from './config-types.ts';

/**
 * API schemas of the PCB quote service (spec §7 pcb-quotes calls). The configuration
 * schema mirrors `config-types.ts` field for field (checked at compile time at the bottom), so
 * the client prices offline with exactly what the server prices with.
 */

const Id = Type.Integer({ minimum: 1 });
const Vnd = Type.Integer({ description: 'whole VND' });
const Percent = Type.Number({ description: 'percent' });
const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);
/** An English text for English mode; null when none was written (the Vietnamese one shows). */
const English = Type.Optional(Type.Union([Type.String({ description: 'English mode; null shows the Vietnamese text' }), Type.Null()]));

export const PcbQuantityRow = Type.Object({ quantity: Type.Integer({ minimum: 0 }), decrease_price: Percent, show_list: Type.Boolean() });
export const PcbAreaPriceRow = Type.Object({ area: Type.Number({ description: 'm²' }), price: Vnd, increase_price: Percent, increase_area: Percent });

export const PcbTypeRow = Type.Object({
  id: Id,
  name: Type.String(),
  name_en: English,
  max_width: NullableInteger,
  max_height: NullableInteger,
  image_id: NullableString,
  pcb_quantities: Type.Array(PcbQuantityRow),
  pcb_area_prices: Type.Array(PcbAreaPriceRow),
});

export const SpecificationRow = Type.Object({
  id: Id,
  name: Type.String(),
  name_en: English,
  short_name: Type.String(),
  description: Type.Union([Type.String({ description: 'HTML' }), Type.Null()]),
  description_en: English,
  alert: NullableString,
  alert_en: English,
  image_id: NullableString,
  input_type: Type.Integer(),
  specification_type: Type.Integer(),
  parent_id: Type.Union([Id, Type.Null()]),
  group_id: Type.Union([Id, Type.Null()]),
  pcb_type_id: Type.Union([Id, Type.Null()]),
  is_require: Type.Boolean(),
  unit: NullableString,
  min_value: NullableInteger,
});

export const SpecificationPropertyRow = Type.Object({
  id: Id,
  name: Type.String(),
  name_en: English,
  pcb_specification_id: Id,
  property_default: Type.Boolean(),
  increase_price: Percent,
  setup_fee: Vnd,
  short_name: NullableString,
  property_mask: Type.Union([Type.String({ description: 'CSS colour of a swatch' }), Type.Null()]),
  min_quantity: Type.Optional(Type.Union([Type.Integer({ minimum: 1, description: 'the answer is for at least this many boards' }), Type.Null()])),
  max_quantity: Type.Optional(Type.Union([Type.Integer({ minimum: 1, description: 'the answer is for at most this many boards' }), Type.Null()])),
});

export const PcbConfig = Type.Object(
  {
    pcb_types: Type.Array(PcbTypeRow),
    specification_groups: Type.Array(Type.Object({ id: Id, name: Type.String(), name_en: English })),
    specifications: Type.Array(SpecificationRow),
    specification_properties: Type.Array(SpecificationPropertyRow),
    property_disables: Type.Array(Type.Object({ property_id: Id, disable_id: Id })),
    setup_width_fees: Type.Array(Type.Object({ pcb_width: Type.Integer({ minimum: 0 }), price: Vnd })),
    setup_quantity_fees: Type.Array(Type.Object({ pcb_quantity: Type.Integer({ minimum: 0 }), price: Vnd })),
    panel_ways: Type.Array(Type.Object({ numcols: Type.Integer(), numrows: Type.Integer(), increase_price: Percent })),
    build_times: Type.Array(Type.Object({ id: Id, times: Type.Integer({ description: 'working days' }), price: Vnd })),
    deadlines: Type.Array(Type.Object({ id: Id, area: Type.Number({ description: 'm² of boards in total' }), times: Type.Integer() })),
    assembly: Type.Object({
      areas: Type.Array(
        Type.Object({ id: Id, name: Type.String(), name_en: English, area: Type.Number(), price: Vnd, increase_price: Percent, increase_area: Percent }),
      ),
      specifications: Type.Array(SpecificationRow),
      properties: Type.Array(SpecificationPropertyRow),
      quantity_specification_id: Type.Integer({ description: 'the specification whose selected percent is subtracted (spec §9); 0 when none' }),
    }),
    stencil: Type.Object({
      sizes: Type.Array(Type.Object({ id: Id, name: Type.String(), name_en: English, price: Vnd })),
      specifications: Type.Array(SpecificationRow),
      properties: Type.Array(SpecificationPropertyRow),
    }),
    quotes: Type.Array(Type.Object({ id: Id, name: Type.String(), name_en: English, description: Type.String(), description_en: English })),
  },
  { title: 'PcbConfig' },
);
export type PcbConfig = Static<typeof PcbConfig>;

/** GET /v1/pcb-config: everything the three forms and the price functions read (one cacheable answer). */
export const PcbConfigResponse = Type.Object({ config: PcbConfig });
export type PcbConfigResponse = Static<typeof PcbConfigResponse>;

/** GET /v1/pcb-quotes/tips (spec §7: `value`, HTML). */
export const PcbTipsResponse = Type.Object({ value: Type.String({ description: 'static, safe HTML in the request’s language' }) });
export type PcbTipsResponse = Static<typeof PcbTipsResponse>;

/** What a PCB order was: the three priced forms and the hand-quoted fourth flow. */
export type PcbOrderKind = 'fabrication' | 'assembly' | 'stencil' | 'custom';

/** A chosen answer as it read when the order was made (the English texts absent on orders made before they existed). */
export const PcbOrderProperty = Type.Object({
  id: Id,
  specification: Type.String(),
  name: Type.String(),
  specification_en: English,
  name_en: English,
});
export type PcbOrderProperty = Static<typeof PcbOrderProperty>;

/**
 * The design file as the server saw it: set by the server from the multipart part
 * `file_design`, never sent as a field. Part of the request fingerprint, so a retry with the
 * same Idempotency-Key and the same file replays, and a different file is a 409.
 */
export const ReceivedDesignFile = Type.Object({
  filename: Type.String({ maxLength: 255 }),
  size: Type.Integer({ minimum: 0 }),
  sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
});
export type ReceivedDesignFile = Static<typeof ReceivedDesignFile>;

/** Delivery and payment fields every quote may carry (spec §4 method numbers; §7). */
const DeliveryFields = {
  delivery_method: Type.Optional(Type.Integer({ minimum: 1, maximum: 4, description: '1 pickup, 2 express, 3 motorbike, 4 fast motorbike' })),
  payment_method: Type.Optional(Type.Integer({ minimum: 1, maximum: 5, description: '1 COD, 2 bank transfer, 3 card, 4 wallet, 5 PayPal' })),
  payment_in_shop: Type.Optional(
    Type.Union([2, 3, 6, 7, 8].map((n) => Type.Literal(n)), { description: 'pickup payment: 2 cash, 3 bank transfer, 6 card, 7 wallet, 8 PayPal' }),
  ),
  address: Type.Optional(Type.String({ maxLength: 500, description: 'abroad: the address typed for the carrier; a Vietnamese delivery goes to address_id' })),
  address_id: Type.Optional(
    Type.Integer({
      minimum: 1,
      description: 'Vietnam delivery: one of the user’s delivery addresses (default when absent); its location levels price the delivery fee (422 please_select_address without one)',
    }),
  ),
  cod_payment: Type.Optional(
    Type.Integer({
      minimum: 0,
      description:
        'the cash-on-delivery fee in VND as the page showed it (shared/pcb/quote-charges.ts); must equal the server’s (409 price_mismatch naming cod_payment); may be left out when 0',
    }),
  ),
  shipping_payment: Type.Optional(
    Type.Integer({
      minimum: 0,
      description:
        'the delivery fee in VND as the page showed it: the delivery company’s abroad, the delivery address’s in Vietnam (shared/pcb/quote-charges.ts); must equal the server’s (409 price_mismatch naming shipping_payment); may be left out when 0',
    }),
  ),
  transport_id: Type.Optional(Type.Integer({ minimum: 1, description: 'delivery company (abroad: required, please_select_delivery)' })),
};

const CommonQuoteFields = {
  ...DeliveryFields,
  content: Type.Optional(Type.String({ maxLength: 5000, description: 'the note' })),
  /** Selected specification property ids: a JSON array, comma-separated ids or repeated fields. */
  property_selected: Type.Optional(Type.Array(Id, { maxItems: 100 })),
  /** Numeric specification answers as JSON `{"<specification id>": value}` (edge rail width...). */
  numeric_values: Type.Optional(Type.Record(Type.String({ pattern: '^[0-9]+$' }), Type.Number())),
  quantity: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  width: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000, description: 'mm' })),
  height: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000, description: 'mm' })),
  pcb_unit_price: Type.Optional(Type.String({ maxLength: 20, description: 'the VND unit price the browser computed; must equal the server’s' })),
  file_design: Type.Optional(ReceivedDesignFile),
};

/**
 * POST /v1/pcb-quotes/pcb-instant, multipart/form-data (spec §7). `kind` fabrication (default)
 * needs pcb_type_id, width, height, quantity, pcb_unit_price and setup_fee; `kind` custom is the
 * fourth flow: pcb_quote_id and a description in `content`, quoted by hand (no prices).
 * `deadline` is the chosen build time id (first when absent); `panel_way` is "rows x columns".
 */
export const PcbInstantBody = Type.Object({
  ...CommonQuoteFields,
  kind: Type.Optional(Type.Union([Type.Literal('fabrication'), Type.Literal('custom')], { default: 'fabrication' })),
  pcb_type_id: Type.Optional(Id),
  pcb_quote_id: Type.Optional(Id),
  setup_fee: Type.Optional(Type.String({ maxLength: 20 })),
  setup_quantity: Type.Optional(Type.String({ maxLength: 20, description: 'informational; the server stores its own quantity fee' })),
  deadline: Type.Optional(Id),
  panel_way: Type.Optional(Type.String({ maxLength: 20, description: 'rows x columns, e.g. "2x3"' })),
});
export type PcbInstantBody = Static<typeof PcbInstantBody>;

/**
 * POST /v1/pcb-quotes/pcb-assembly, multipart/form-data (spec §7: as pcb-instant with
 * property_selected JSON, no setup fields; stencil adds pcb_size). `kind` assembly (default)
 * needs width, height, quantity and every required specification; `kind` stencil needs pcb_size
 * (a stencil size id) and quantity.
 */
export const PcbAssemblyBody = Type.Object({
  ...CommonQuoteFields,
  kind: Type.Optional(Type.Union([Type.Literal('assembly'), Type.Literal('stencil')], { default: 'assembly' })),
  title: Type.Optional(Type.String({ maxLength: 255 })),
  pcb_size: Type.Optional(Id),
  /** The sender's own saved BOM the assembly quote is for (the BOM tool's "attach"); another user's is refused (404). */
  bom_id: Type.Optional(Id),
});
export type PcbAssemblyBody = Static<typeof PcbAssemblyBody>;

/** A quote was recorded (spec §8: the response message, then the browser goes to / after 1 s). */
export const PcbQuoteCreatedResponse = Type.Object({
  message: Type.String({ description: 'in the request’s language' }),
  id: Id,
});
export type PcbQuoteCreatedResponse = Static<typeof PcbQuoteCreatedResponse>;

const Named = Type.Union([Type.Object({ id: Id, name: Type.String(), name_en: English }), Type.Null()]);

/** One PCB order on /pcb-orders: configuration, file, price breakdown and status. */
export const PcbOrderItem = Type.Object(
  {
    id: Id,
    kind: Type.Union([Type.Literal('fabrication'), Type.Literal('assembly'), Type.Literal('stencil'), Type.Literal('custom')]),
    status: Type.String({ description: "'new' until the shop answers" }),
    created_at: Type.String({ format: 'date-time' }),
    pcb_type: Named,
    pcb_quote: Named,
    stencil_size: Named,
    title: NullableString,
    properties: Type.Array(PcbOrderProperty),
    numeric_values: Type.Union([Type.Record(Type.String(), Type.Number()), Type.Null()]),
    width: Type.Union([Type.Number(), Type.Null()]),
    height: Type.Union([Type.Number(), Type.Null()]),
    quantity: Type.Integer(),
    panel_way: Type.String({ description: 'rows x columns' }),
    pcb_unit_price: Vnd,
    setup_fee: Vnd,
    setup_quantity_fee: Vnd,
    goods_total: Vnd,
    build_days: NullableInteger,
    build_price: Vnd,
    deadline_days: NullableInteger,
    total: Type.Integer({ description: 'goods total + setup fee + build time price + shipping_payment + cod_payment, VND (0 for a custom quote until the shop prices it)' }),
    delivery_method: NullableInteger,
    payment_method: NullableInteger,
    payment_in_shop: NullableInteger,
    address: NullableString,
    transport_id: NullableInteger,
    /** The international delivery company the quote chose (abroad), by its current name; null without one. */
    delivery_company: Type.Union([Type.Object({ id: Id, name: Type.String() }), Type.Null()]),
    shipping_payment: Type.Union([
      Type.Integer({ description: 'the delivery fee in VND (the delivery company’s abroad, the address’s in Vietnam), part of total' }),
      Type.Null(),
    ]),
    cod_payment: Type.Union([Type.Integer({ description: 'the cash-on-delivery fee in VND, part of total' }), Type.Null()]),
    content: NullableString,
    /** The saved BOM an assembly quote was sent with (its lines: staff read them at /v1/admin/boms/{id}); null when none or deleted since. */
    bom: Type.Union([Type.Object({ id: Id, name: Type.String(), line_count: Type.Integer() }), Type.Null()]),
    design_file: Type.Union([
      Type.Object({ name: Type.String(), size: Type.Integer(), url: Type.String({ description: 'owner-only download' }) }),
      Type.Null(),
    ]),
    /** The order's history, oldest first, and the shipment once shipped. */
    timeline: Type.Array(TimelineEntrySchema),
    carrier: NullableString,
    waybill: NullableString,
    /** Whether the shop recorded the quote's payment (bank transfer, or cash in the shop). */
    payment_status: Type.Union([Type.Literal('unpaid'), Type.Literal('paid')]),
    /** The refund of a cancelled paid quote, as on /orders; null when none is owed. */
    refund: Type.Union([OrderRefundView, Type.Null()]),
  },
  { title: 'PcbOrderItem' },
);
export type PcbOrderItem = Static<typeof PcbOrderItem>;

/** POST /v1/pcb-orders/:id/accept and …/decline: the customer's answer to a priced custom quote. */
export const AnswerCustomQuoteBody = Type.Object({
  total: Type.Optional(
    Type.Integer({ description: 'accept: the total the customer saw; a quote priced again meanwhile is refused (409 price_mismatch naming both)' }),
  ),
  note: Type.Optional(Type.String({ maxLength: 500, description: 'decline: why, for the shop' })),
});
export type AnswerCustomQuoteBody = Static<typeof AnswerCustomQuoteBody>;

/** The answer of the customer's quote actions: the order as it is now. */
export const PcbOrderResponse = Type.Object({ order: PcbOrderItem });
export type PcbOrderResponse = Static<typeof PcbOrderResponse>;

/**
 * POST /v1/admin/orders/pcb/:id/quote: staff price a custom quote (shared/pcb/custom-quote.ts
 * rules: 422 quote_price_invalid, quote_lead_days_invalid, quote_note_too_long by field).
 */
export const PriceCustomQuoteBody = Type.Object({
  price: Type.Integer({ description: 'the boards’ price in whole VND (1,000 to 10,000,000,000)' }),
  lead_days: Type.Integer({ description: 'working days from acceptance (1 to 365)' }),
  note: Type.Optional(Type.String({ maxLength: 2000, description: 'to the customer, shown with the price and in the timeline' })),
});
export type PriceCustomQuoteBody = Static<typeof PriceCustomQuoteBody>;

export const PcbOrdersQuery = Type.Object({ page: PageParam() });
export type PcbOrdersQuery = Static<typeof PcbOrdersQuery>;

/** GET /v1/pcb-orders: the signed-in user's PCB orders, newest first, in pages. */
export const PcbOrdersResponse = Type.Object({
  data: Type.Array(PcbOrderItem),
  ...PageEnvelope.properties,
});
export type PcbOrdersResponse = Static<typeof PcbOrdersResponse>;

export const PcbOrderParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 }) });
export type PcbOrderParams = Static<typeof PcbOrderParams>;

// The schema and the pricing types must describe the same object (both directions).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const configShapesAgree: Same<PcbConfig, PcbConfigShape> = true;
void configShapesAgree;
