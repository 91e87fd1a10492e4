import type { EntityManager } from '@mikro-orm/postgresql';
import type { QuoteDeliveryResponse } from '#shared/pcb/quote-method.ts';
import { checkoutProfile } from '../checkout/checkout-context.ts';
import { activeDeliveryCompanies } from '../checkout/settings-queries.ts';
import { loadQuoteMethod } from './quote-method.ts';

/**
 * Where a quote goes (spec §5 "a non-Vietnamese country needs a delivery company"): the user's
 * country as the checkout reads it, and the active international delivery companies.
 */

/** The user's country iso code, lowercased: the profile's, else the default delivery address's; null with neither. */
export async function quoteCountryIso(em: EntityManager, userId: number): Promise<string | null> {
  return (await checkoutProfile(em, userId)).country_iso;
}

/** GET /v1/pcb-quotes/quote-method: the saved choice, the country and the companies. */
export async function quoteDelivery(em: EntityManager, userId: number): Promise<QuoteDeliveryResponse> {
  const [quoteMethod, countryIso, companies] = await Promise.all([loadQuoteMethod(em, userId), quoteCountryIso(em, userId), activeDeliveryCompanies(em)]);
  return { quote_method: quoteMethod, country_iso: countryIso, delivery_companies: companies };
}
