import { Type, type Static } from 'typebox';
import { CheckoutLocation, DeliveryCompany } from '../checkout/schemas.ts';

/**
 * The delivery and payment choice a user keeps for PCB quotes (spec §2 "PCB quote delivery and
 * payment panel"; §7 "POST /v1/pcb-quotes/save-option: JSON method, value; response new
 * quote_method"). Method codes are spec §4's (shared/checkout/methods.ts).
 */

export const QuoteMethod = Type.Object(
  {
    delivery_method: Type.Integer({ minimum: 1, maximum: 4, description: '1 pickup, 2 express, 3 motorbike, 4 fast motorbike' }),
    payment_method: Type.Integer({ minimum: 1, maximum: 5, description: '1 COD, 2 bank transfer, 3 card, 4 wallet, 5 PayPal' }),
    payment_in_shop: Type.Integer({ description: 'pickup payment: 2 cash, 3 bank transfer, 6 card, 7 wallet, 8 PayPal' }),
  },
  { title: 'QuoteMethod' },
);
export type QuoteMethod = Static<typeof QuoteMethod>;

/** POST /v1/pcb-quotes/save-option body: one method and its new code. */
export const SaveQuoteOptionBody = Type.Object({
  method: Type.Union([Type.Literal('delivery_method'), Type.Literal('payment_method'), Type.Literal('payment_in_shop')]),
  value: Type.Integer({ minimum: 1, maximum: 8 }),
});
export type SaveQuoteOptionBody = Static<typeof SaveQuoteOptionBody>;

/** The answer of save-option and of GET /v1/pcb-quotes/quote-method. */
export const QuoteMethodResponse = Type.Object({ quote_method: QuoteMethod });
export type QuoteMethodResponse = Static<typeof QuoteMethodResponse>;

/**
 * A delivery address a quote can go to, as the checkout reads it (GET /v1/checkout `address`):
 * its one-line text and its location levels, each with the whole delivery fee (spec §9 "Delivery
 * and COD fees come from location levels").
 */
export const QuoteAddress = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    name: Type.String(),
    phone: Type.String(),
    text: Type.String({ description: 'one-line address' }),
    country_iso: Type.Union([Type.String(), Type.Null()]),
    locations: Type.Array(CheckoutLocation),
  },
  { title: 'QuoteAddress' },
);
export type QuoteAddress = Static<typeof QuoteAddress>;

/**
 * GET /v1/pcb-quotes/quote-method: the saved choice, plus what the panel needs to price delivery:
 * for a customer abroad (spec §5 please_select_delivery) the country that places the user (the
 * profile's, else the default delivery address's; null when neither names one) and the
 * international delivery companies (spec §3 Delivery company), the same ones the checkout offers;
 * in Vietnam the user's delivery addresses, default first, with their fees, and
 * the shop's cash-on-delivery fee.
 */
export const QuoteDeliveryResponse = Type.Object(
  {
    quote_method: QuoteMethod,
    country_iso: Type.Union([Type.String({ description: 'lowercase iso code, e.g. "vn", "sg"' }), Type.Null()]),
    delivery_companies: Type.Array(DeliveryCompany),
    addresses: Type.Array(QuoteAddress, { description: 'the user’s delivery addresses, the default first' }),
    cod_payment: Type.Integer({ minimum: 0, description: 'the cash-on-delivery fee in VND (spec §3 Profile cod_payment)' }),
  },
  { title: 'QuoteDeliveryResponse' },
);
export type QuoteDeliveryResponse = Static<typeof QuoteDeliveryResponse>;
