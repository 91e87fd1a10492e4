import type { EntityManager } from '@mikro-orm/postgresql';
import { DELIVERY_METHOD } from '#shared/checkout/methods.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { quoteCharges, type QuoteCharges } from '#shared/pcb/quote-charges.ts';
import type { QuoteAddress, QuoteDeliveryResponse } from '#shared/pcb/quote-method.ts';
import { DEFAULT_QUOTE_METHOD } from '#shared/pcb/quote-method-codes.ts';
import { deliveryCompanyProblem } from '#shared/pcb/submit-rules.ts';
import { listAddresses } from '../addresses/index.ts';
import { checkoutAddressOf, checkoutProfile, orderAddress, shopFees } from '../checkout/index.ts';
import type { DeliveryChoice } from './order-draft.ts';
import { loadQuoteMethod } from './quote-method.ts';
import { rejected } from './quote-checks.ts';

/**
 * Where a quote goes and what that costs (spec §5 "a non-Vietnamese country needs a delivery
 * company"; "price the delivery fee and COD like the checkout"): the user's
 * country as the checkout reads it, the active international delivery companies, the user's
 * delivery addresses with their location fees, and the shop's COD fee.
 */

// PCB orders have no online payment flow: the providers' fees do not matter here.
const NO_PROVIDERS = { pay_online: false, pay_momo: false, paypal: false };

/** The user's country iso code, lowercased: the profile's, else the default delivery address's; null with neither. */
export async function quoteCountryIso(em: EntityManager, userId: number): Promise<string | null> {
  return (await checkoutProfile(em, userId)).country_iso;
}

/** GET /v1/pcb-quotes/quote-method: the saved choice, the country, the companies, the addresses and the COD fee. */
export async function quoteDelivery(em: EntityManager, userId: number, language: Locale): Promise<QuoteDeliveryResponse> {
  const [quoteMethod, countryIso, fees, addresses] = await Promise.all([
    loadQuoteMethod(em, userId),
    quoteCountryIso(em, userId),
    shopFees(em, NO_PROVIDERS),
    listAddresses(em, userId),
  ]);
  return {
    quote_method: quoteMethod,
    country_iso: countryIso,
    delivery_companies: fees.delivery_companies,
    addresses: addresses.map((address) => checkoutAddressOf(address, language)),
    cod_payment: fees.cod_payment,
  };
}

/** A quote's delivery as it is stored: the methods, the address text and the charges the server computed. */
export interface ResolvedDelivery {
  delivery_method: number | null;
  payment_method: number | null;
  payment_in_shop: number | null;
  transport_id: number | null;
  address: string | null;
  charges: QuoteCharges;
}

/** How an address reads on the order for the people who ship it: who, phone, where. */
function addressLine(address: QuoteAddress): string {
  return [address.name, address.phone, address.text].filter((part) => part.trim() !== '').join(' · ').slice(0, 500);
}

/**
 * The delivery of a quote checked and priced on the server (never from the browser's numbers):
 * - abroad: the country needs an offered delivery company (please_select_delivery), whose fee it
 *   pays; the address is the one typed, else the default delivery address;
 * - pickup: nothing to deliver, no charges;
 * - Vietnam delivery: a delivery address of the user's own (the named one, else the default;
 *   please_select_address without), whose location levels price the fee, plus COD when paid cash
 *   on delivery (shared/pcb/quote-charges.ts, as the checkout).
 * Methods the request leaves out are the shop's defaults (express, cash on delivery), so leaving
 * them out never makes a delivery free.
 */
export async function resolveQuoteDelivery(em: EntityManager, userId: number, sent: DeliveryChoice, language: Locale): Promise<ResolvedDelivery> {
  const [countryIso, fees] = await Promise.all([quoteCountryIso(em, userId), shopFees(em, NO_PROVIDERS)]);
  const companies = fees.delivery_companies;
  const transportId = sent.transport_id ?? null;
  const problem = deliveryCompanyProblem({ countryIso, transportId, companyIds: companies.map((company) => company.id) });
  if (problem) throw rejected(problem, transportId === null ? 'Choose a delivery company' : `Delivery company ${transportId} is not offered`, 'transport_id');

  const delivery_method = sent.delivery_method ?? DEFAULT_QUOTE_METHOD.delivery_method;
  const payment_method = sent.payment_method ?? DEFAULT_QUOTE_METHOD.payment_method;
  const chargeInput = { delivery_method, payment_method, transport_id: transportId, companies, cod_payment: fees.cod_payment };
  if (transportId !== null) {
    const typed = sent.address?.trim() || null;
    const fallback = typed ? null : await orderAddress(em, userId, null, language);
    return {
      delivery_method: null,
      payment_method: sent.payment_method ?? null,
      payment_in_shop: null,
      transport_id: transportId,
      address: typed ?? (fallback ? addressLine(fallback) : null),
      charges: quoteCharges({ ...chargeInput, locations: [] }),
    };
  }
  if (delivery_method === DELIVERY_METHOD.inShop) {
    return {
      delivery_method,
      payment_method: null,
      payment_in_shop: sent.payment_in_shop ?? DEFAULT_QUOTE_METHOD.payment_in_shop,
      transport_id: null,
      address: null,
      charges: quoteCharges({ ...chargeInput, locations: [] }),
    };
  }
  const address = await orderAddress(em, userId, sent.address_id ?? null, language);
  if (!address) throw rejected('please_select_address', 'Choose a delivery address', 'address_id');
  return {
    delivery_method,
    payment_method,
    payment_in_shop: null,
    transport_id: null,
    address: addressLine(address),
    charges: quoteCharges({ ...chargeInput, locations: address.locations }),
  };
}
