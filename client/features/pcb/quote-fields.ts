import { ABROAD_PAYMENT_METHODS, DELIVERY_METHOD, PAYMENT_METHOD } from '#shared/checkout/methods.ts';
import { quoteShippingFee, type DeliveryCompanyFee } from '#shared/pcb/shipping-fee.ts';
import { assemblyQuote } from '#shared/pcb/assembly-price.ts';
import type { PcbConfig } from '#shared/pcb/config-types.ts';
import { assemblyCatalog, specificationControl } from '#shared/pcb/property-selection.ts';
import { stencilQuote } from '#shared/pcb/stencil-price.ts';
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
 * The delivery block's fields: pickup sends its shop payment, delivery its payment and address.
 * A quote with a delivery company goes abroad (spec §5): the company, its fee as the page shows it
 * (`shipping_payment`, checked by the server), a payment of bank transfer or PayPal (the abroad
 * methods, spec §1) and the address, no Vietnamese delivery method.
 */
export function deliveryFields(delivery: DeliveryState, companies: readonly DeliveryCompanyFee[] = []): Record<string, string> {
  if (delivery.transport_id !== null) {
    const fields: Record<string, string> = {
      transport_id: String(delivery.transport_id),
      shipping_payment: String(quoteShippingFee(delivery.transport_id, companies)),
      payment_method: String(abroadPaymentMethod(delivery.payment_method)),
    };
    if (delivery.address.trim() !== '') fields.address = delivery.address.trim();
    return fields;
  }
  const fields: Record<string, string> = { delivery_method: String(delivery.delivery_method) };
  if (delivery.delivery_method === DELIVERY_METHOD.inShop) {
    fields.payment_in_shop = String(delivery.payment_in_shop);
  } else {
    fields.payment_method = String(delivery.payment_method);
    if (delivery.address.trim() !== '') fields.address = delivery.address.trim();
  }
  return fields;
}

/** An abroad quote's payment: the chosen one when it is an abroad method, else bank transfer. */
export function abroadPaymentMethod(paymentMethod: number): number {
  return ABROAD_PAYMENT_METHODS.includes(paymentMethod) ? paymentMethod : PAYMENT_METHOD.bankTransfer;
}

/** Common fields; empty values are left out (the server reads an empty field as absent). */
function withCommon(fields: Record<string, string>, note: string, delivery: DeliveryState, companies: readonly DeliveryCompanyFee[]): Record<string, string> {
  const all = { ...fields, ...deliveryFields(delivery, companies) };
  if (note.trim() !== '') all.content = note.trim();
  return all;
}

function numericField(values: Record<string, number>): Record<string, string> {
  return Object.keys(values).length > 0 ? { numeric_values: JSON.stringify(values) } : {};
}

export function fabricationRequest(config: PcbConfig, state: Extract<QuoteState, { kind: 'fabrication' }>, companies: readonly DeliveryCompanyFee[] = []): QuoteRequest {
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
  return { url: PCB_INSTANT_URL, fields: withCommon(fields, state.note, state.delivery, companies) };
}

/** The assembly answers and price (no setup fields, spec §7). */
export function assemblyFigures(config: PcbConfig, state: AssemblyState) {
  const catalog = assemblyCatalog(config);
  const numeric = numericAnswers(catalog, state.propertyIds, state.numeric, (spec) => specificationControl(spec, 'assembly') === 'number');
  const input = { width: typedNumber(state.width), height: typedNumber(state.height), quantity: Math.floor(typedNumber(state.quantity)), property_ids: state.propertyIds };
  return { catalog, numeric, input, quote: assemblyQuote(config, input) };
}

export function assemblyRequest(config: PcbConfig, state: AssemblyState, companies: readonly DeliveryCompanyFee[] = []): QuoteRequest {
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
  return { url: PCB_ASSEMBLY_URL, fields: withCommon(fields, state.note, state.delivery, companies) };
}

/** A stencil's quantity: whole stencils, one when the box is empty. */
export function stencilQuantity(state: StencilState): number {
  return Math.max(1, Math.floor(typedNumber(state.quantity)));
}

export function stencilFigures(config: PcbConfig, state: StencilState) {
  return stencilQuote(config, { size_id: state.sizeId, quantity: stencilQuantity(state), property_ids: state.propertyIds });
}

export function stencilRequest(config: PcbConfig, state: StencilState, companies: readonly DeliveryCompanyFee[] = []): QuoteRequest {
  const fields: Record<string, string> = {
    kind: 'stencil',
    quantity: String(stencilQuantity(state)),
    property_selected: JSON.stringify(state.propertyIds),
    pcb_unit_price: String(stencilFigures(config, state).unit_price),
  };
  if (state.sizeId !== null) fields.pcb_size = String(state.sizeId);
  return { url: PCB_ASSEMBLY_URL, fields: withCommon(fields, state.note, state.delivery, companies) };
}

export function customRequest(state: CustomState, companies: readonly DeliveryCompanyFee[] = []): QuoteRequest {
  const fields: Record<string, string> = { kind: 'custom' };
  if (state.quoteId !== null) fields.pcb_quote_id = String(state.quoteId);
  return { url: PCB_INSTANT_URL, fields: withCommon(fields, state.note, state.delivery, companies) };
}

/** The request of any quote form; `companies` price the chosen delivery company (shipping_payment). */
export function quoteRequest(config: PcbConfig, state: QuoteState, companies: readonly DeliveryCompanyFee[] = []): QuoteRequest {
  switch (state.kind) {
    case 'fabrication':
      return fabricationRequest(config, state, companies);
    case 'assembly':
      return assemblyRequest(config, state, companies);
    case 'stencil':
      return stencilRequest(config, state, companies);
    case 'custom':
      return customRequest(state, companies);
  }
}
