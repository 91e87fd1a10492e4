import { ORDER_FIELD as FIELD, type OrderFieldName } from '#shared/checkout/fields.ts';
import type { CheckoutFlow } from '#shared/checkout/flow.ts';
import type { CheckoutChoices } from '#shared/checkout/methods.ts';
import type { Currency } from '#shared/money/format.ts';

/**
 * What an order submit stores in the outbox (structured-cloneable, so it survives a reload while
 * the order waits for the network) and turns into the multipart fields of POST /v1/orders (spec §3
 * "Order form fields", §7; the contract's extra fields: the current choices, the language, and the
 * prices the page showed so a stale price is rejected, never charged).
 */
export interface PlaceOrderPayload {
  flow: CheckoutFlow;
  language: 'vi' | 'en';
  choices: CheckoutChoices;
  /** The delivery address id (Vietnam and abroad flows), or null. */
  addressId: number | null;
  /** The chosen international delivery company (abroad), or null. */
  transportId: number | null;
  content: string;
  /** Name and phone of the buyer collecting in the shop (pickup flow). */
  pickupContact: { name: string; phone: string };
  company: { company: string; taxcode: string; company_address: string };
  /** The product ids the order takes, in cart order. */
  selectedIds: number[];
  /** Unit price in VND the page showed per product id (extra included). */
  linePrices: Record<string, number>;
  /** The VND total the page showed. */
  expectedTotal: number;
  /** What the page shows of an order still waiting to be sent. */
  summary: { lines: { productId: number; name: string; quantity: number }[]; currency: Currency; exchangeRate: number };
}

export type OrderField = readonly [OrderFieldName, string];

function flag(on: boolean | 0 | 1): '0' | '1' {
  return on ? '1' : '0';
}

/**
 * The multipart fields of an order, in a stable order. Flow-specific fields are sent only where
 * they mean something: the address outside the pickup flow, name and phone in the pickup flow,
 * the delivery company and its payment abroad, the company data only with VAT ticked, and the
 * pickup slot only once chosen.
 */
export function orderFormFields(payload: PlaceOrderPayload): OrderField[] {
  const { choices, flow } = payload;
  const fields: OrderField[] = [
    [FIELD.useBonus, flag(choices.use_bonus)],
    [FIELD.vat, flag(choices.vat)],
    [FIELD.content, payload.content.trim()],
    [FIELD.paymentMethod, String(choices.payment_method)],
    [FIELD.deliveryMethod, String(choices.delivery_method)],
    [FIELD.paymentInShop, String(choices.payment_in_shop)],
    [FIELD.deliveryCost, flag(choices.delivery_cost)],
    [FIELD.language, payload.language],
  ];
  if (flow !== 'pickup' && payload.addressId !== null) fields.push([FIELD.address, String(payload.addressId)]);
  if (flow === 'pickup') {
    fields.push([FIELD.name, payload.pickupContact.name.trim()], [FIELD.phone, payload.pickupContact.phone.trim()]);
  }
  if (flow === 'abroad') {
    fields.push([FIELD.globalDeliveryPayment, String(choices.payment_method)]);
    if (payload.transportId !== null) fields.push([FIELD.transportId, String(payload.transportId)]);
  }
  if (choices.pickup_date !== null && choices.pickup_time !== null) {
    fields.push([FIELD.pickupDate, choices.pickup_date], [FIELD.pickupTime, choices.pickup_time]);
  }
  if (choices.vat === 1) {
    fields.push(
      [FIELD.company, payload.company.company.trim()],
      [FIELD.taxcode, payload.company.taxcode.trim()],
      [FIELD.companyAddress, payload.company.company_address.trim()],
    );
  }
  fields.push(
    [FIELD.selectedIds, JSON.stringify(payload.selectedIds)],
    [FIELD.expectedTotal, String(payload.expectedTotal)],
    [FIELD.linePrices, JSON.stringify(payload.linePrices)],
  );
  return fields;
}

/** The order as the multipart body the outbox sends (FormData cannot be stored, so it is built at send time). */
export function orderFormData(payload: PlaceOrderPayload): FormData {
  const form = new FormData();
  for (const [name, value] of orderFormFields(payload)) form.append(name, value);
  return form;
}
