import type { DeliveryCompany } from '#shared/checkout/schemas.ts';
import { deliversInVietnam, NO_CHARGES, quoteCharges, type QuoteCharges } from '#shared/pcb/quote-charges.ts';
import type { QuoteAddress } from '#shared/pcb/quote-method.ts';
import { abroadPaymentMethod } from './abroad-payment.ts';
import type { DeliveryState } from './quote-state.ts';

/**
 * What prices a quote's delivery on the page (GET /v1/pcb-quotes/quote-method): the delivery
 * companies (abroad), the user's delivery addresses with their location fees and the shop's COD
 * fee (Vietnam). Empty until known (a guest, or before the first answer).
 */
export interface QuoteChargeContext {
  /** The customer is abroad (spec §5): only a chosen delivery company charges anything. */
  abroad?: boolean;
  companies: readonly DeliveryCompany[];
  addresses: readonly QuoteAddress[];
  cod_payment: number;
}

export const NO_CHARGE_CONTEXT: QuoteChargeContext = { companies: [], addresses: [], cod_payment: 0 };

/** The delivery as the page prices it: the company or the address it goes to, and the charges. */
export interface ChargeChoice {
  company: DeliveryCompany | null;
  /** Vietnam: the chosen delivery address (the default one when none was chosen); null without any. */
  address: QuoteAddress | null;
  /** Delivered in Vietnam (not abroad, not collected at the shop): the address's fee applies. */
  vietnamDelivery: boolean;
  charges: QuoteCharges;
}

/** The chosen address, the default (listed first) when none was chosen or the chosen one is gone. */
export function chosenAddress(delivery: Pick<DeliveryState, 'address_id'>, addresses: readonly QuoteAddress[]): QuoteAddress | null {
  return addresses.find((address) => address.id === delivery.address_id) ?? addresses[0] ?? null;
}

/**
 * The charges of the delivery block with shared/pcb/quote-charges.ts, the function the server
 * recomputes them with: the company's fee abroad, the address's fee and COD in Vietnam, nothing for
 * pickup.
 */
export function chargeChoice(delivery: DeliveryState, context: QuoteChargeContext): ChargeChoice {
  // From abroad nothing is charged until a delivery company is chosen (the Vietnamese fields of the
  // form do not apply there; the submit asks for a company first).
  if (context.abroad && delivery.transport_id === null) return { company: null, address: null, vietnamDelivery: false, charges: NO_CHARGES };
  const company = delivery.transport_id === null ? null : (context.companies.find((candidate) => candidate.id === delivery.transport_id) ?? null);
  const address = delivery.transport_id === null ? chosenAddress(delivery, context.addresses) : null;
  const charges = quoteCharges({
    delivery_method: delivery.delivery_method,
    payment_method: delivery.transport_id === null ? delivery.payment_method : abroadPaymentMethod(delivery.payment_method),
    transport_id: delivery.transport_id,
    companies: context.companies,
    locations: address?.locations ?? [],
    cod_payment: context.cod_payment,
  });
  return { company, address, vietnamDelivery: deliversInVietnam(delivery), charges };
}
