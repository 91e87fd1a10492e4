import { DELIVERY_METHOD } from '#shared/checkout/methods.ts';
import { assemblyQuote } from '#shared/pcb/assembly-price.ts';
import type { PcbConfig } from '#shared/pcb/config-types.ts';
import { assemblyCatalog, specificationControl } from '#shared/pcb/property-selection.ts';
import { stencilQuote } from '#shared/pcb/stencil-price.ts';
import { abroadPaymentMethod } from './abroad-payment.ts';
import { chargeChoice, NO_CHARGE_CONTEXT, type QuoteChargeContext } from './delivery-charges.ts';
import { fabricationFigures } from './fabrication-quote.ts';
import { numericAnswers } from './numeric-answers.ts';
import { typedNumber, type AssemblyState, type CustomState, type DeliveryState, type QuoteState, type StencilState } from './quote-state.ts';

/**
 * A quote form as the request the server expects (spec §7 pcb-instant / pcb-assembly, the
 * multipart fields of shared/pcb/schemas.ts): every value a string, prices computed with the
 * shared functions so they equal the server's. The design file travels beside the fields.
 */

export const PCB_INSTANT_URL = '/v1/pcb-quotes/pcb-instant';
export const PCB_ASSEMBLY_URL = '/v1/pcb-quotes/pcb-assembly';

export interface QuoteRequest {
  url: typeof PCB_INSTANT_URL | typeof PCB_ASSEMBLY_URL;
  fields: Record<string, string>;
}

/**
 * The delivery block's fields, with its charges as the page shows them (shared/pcb/quote-charges.ts,
 * checked by the server):
 * - pickup: the shop payment, no charges;
 * - Vietnam delivery: the payment, the delivery address (`address_id`) and its delivery fee
 *   (`shipping_payment`) and COD fee (`cod_payment`, cash on delivery);
 * - abroad (a delivery company chosen, spec §5): the company, its fee, a payment of bank transfer
 *   or PayPal (the abroad methods, spec §1) and the typed address, no Vietnamese delivery method.
 */
export function deliveryFields(delivery: DeliveryState, context: QuoteChargeContext = NO_CHARGE_CONTEXT): Record<string, string> {
  const { address, charges } = chargeChoice(delivery, context);
  if (delivery.transport_id !== null) {
    const fields: Record<string, string> = {
      transport_id: String(delivery.transport_id),
      shipping_payment: String(charges.shipping_payment),
      payment_method: String(abroadPaymentMethod(delivery.payment_method)),
    };
    if (delivery.address.trim() !== '') fields.address = delivery.address.trim();
    return fields;
  }
  const fields: Record<string, string> = { delivery_method: String(delivery.delivery_method) };
  if (delivery.delivery_method === DELIVERY_METHOD.inShop) {
    fields.payment_in_shop = String(delivery.payment_in_shop);
    return fields;
  }
  fields.payment_method = String(delivery.payment_method);
  if (address) fields.address_id = String(address.id);
  fields.shipping_payment = String(charges.shipping_payment);
  fields.cod_payment = String(charges.cod_payment);
  return fields;
}

/** Common fields; empty values are left out (the server reads an empty field as absent). */
function withCommon(fields: Record<string, string>, note: string, delivery: DeliveryState, context: QuoteChargeContext): Record<string, string> {
  const all = { ...fields, ...deliveryFields(delivery, context) };
  if (note.trim() !== '') all.content = note.trim();
  return all;
}

function numericField(values: Record<string, number>): Record<string, string> {
  return Object.keys(values).length > 0 ? { numeric_values: JSON.stringify(values) } : {};
}

export function fabricationRequest(config: PcbConfig, state: Extract<QuoteState, { kind: 'fabrication' }>, context: QuoteChargeContext = NO_CHARGE_CONTEXT): QuoteRequest {
  const figures = fabricationFigures(config, state);
  const fields: Record<string, string> = {
    kind: 'fabrication',
    pcb_type_id: String(state.pcbTypeId),
    width: String(figures.input.width),
    height: String(figures.input.height),
    quantity: String(state.quantity),
    property_selected: JSON.stringify(state.propertyIds),
    ...numericField(figures.numeric),
    panel_way: figures.panelWay,
    pcb_unit_price: String(figures.quote.pcb_unit_price),
    setup_fee: String(figures.quote.setup_fee.total),
    setup_quantity: String(figures.quote.setup_fee.quantity_fee),
  };
  if (figures.buildTimeId !== null) fields.deadline = String(figures.buildTimeId);
  return { url: PCB_INSTANT_URL, fields: withCommon(fields, state.note, state.delivery, context) };
}

/** The assembly answers and price (no setup fields, spec §7). */
export function assemblyFigures(config: PcbConfig, state: AssemblyState) {
  const catalog = assemblyCatalog(config);
  const numeric = numericAnswers(catalog, state.propertyIds, state.numeric, (spec) => specificationControl(spec, 'assembly') === 'number');
  const input = { width: typedNumber(state.width), height: typedNumber(state.height), quantity: Math.floor(typedNumber(state.quantity)), property_ids: state.propertyIds };
  return { catalog, numeric, input, quote: assemblyQuote(config, input) };
}

export function assemblyRequest(config: PcbConfig, state: AssemblyState, context: QuoteChargeContext = NO_CHARGE_CONTEXT): QuoteRequest {
  const { numeric, input, quote } = assemblyFigures(config, state);
  const fields: Record<string, string> = {
    kind: 'assembly',
    width: String(input.width),
    height: String(input.height),
    quantity: String(input.quantity),
    property_selected: JSON.stringify(state.propertyIds),
    ...numericField(numeric),
    pcb_unit_price: String(quote.unit_price),
  };
  if (state.title.trim() !== '') fields.title = state.title.trim();
  // The saved BOM it was started from: the order keeps it and staff read its lines.
  if (state.bomId !== null) fields.bom_id = String(state.bomId);
  return { url: PCB_ASSEMBLY_URL, fields: withCommon(fields, state.note, state.delivery, context) };
}

/** A stencil's quantity: whole stencils, one when the box is empty. */
export function stencilQuantity(state: StencilState): number {
  return Math.max(1, Math.floor(typedNumber(state.quantity)));
}

export function stencilFigures(config: PcbConfig, state: StencilState) {
  return stencilQuote(config, { size_id: state.sizeId, quantity: stencilQuantity(state), property_ids: state.propertyIds });
}

export function stencilRequest(config: PcbConfig, state: StencilState, context: QuoteChargeContext = NO_CHARGE_CONTEXT): QuoteRequest {
  const fields: Record<string, string> = {
    kind: 'stencil',
    quantity: String(stencilQuantity(state)),
    property_selected: JSON.stringify(state.propertyIds),
    pcb_unit_price: String(stencilFigures(config, state).unit_price),
  };
  if (state.sizeId !== null) fields.pcb_size = String(state.sizeId);
  return { url: PCB_ASSEMBLY_URL, fields: withCommon(fields, state.note, state.delivery, context) };
}

export function customRequest(state: CustomState, context: QuoteChargeContext = NO_CHARGE_CONTEXT): QuoteRequest {
  const fields: Record<string, string> = { kind: 'custom' };
  if (state.quoteId !== null) fields.pcb_quote_id = String(state.quoteId);
  return { url: PCB_INSTANT_URL, fields: withCommon(fields, state.note, state.delivery, context) };
}

/** The request of any quote form; `context` prices its delivery (shipping_payment, cod_payment). */
export function quoteRequest(config: PcbConfig, state: QuoteState, context: QuoteChargeContext = NO_CHARGE_CONTEXT): QuoteRequest {
  switch (state.kind) {
    case 'fabrication':
      return fabricationRequest(config, state, context);
    case 'assembly':
      return assemblyRequest(config, state, context);
    case 'stencil':
      return stencilRequest(config, state, context);
    case 'custom':
      return customRequest(state, context);
  }
}
