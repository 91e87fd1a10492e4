import type { EntityManager } from '@mikro-orm/postgresql';
import type { DeliveryCompany } from '#shared/checkout-api/schemas.ts';
import type { QuoteDeliveryResponse } from '#shared/pcb/quote-method.ts';
import { checkoutProfile } from '../checkout/checkout-context.ts';
import { loadQuoteMethod } from './quote-method.ts';

/**
 * Where a quote goes (spec §5 "a non-Vietnamese country needs a delivery company"): the user's
 * country as the checkout reads it, and the active international delivery companies.
 */

/** The user's country iso code, lowercased: the profile's, else the default delivery address's; null with neither. */
export async function quoteCountryIso(em: EntityManager, userId: number): Promise<string | null> {
  return (await checkoutProfile(em, userId)).country_iso;
}

/** The active delivery companies, in the shop's order (the list the checkout offers). */
export async function activeDeliveryCompanies(em: EntityManager): Promise<DeliveryCompany[]> {
  const rows = await em.execute<{ id: number; name: string; payment: number; delivery_time: string }[]>(
    'select id, name, payment, delivery_time from delivery_companies where active order by position, id',
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name, payment: Number(row.payment), delivery_time: row.delivery_time }));
}

/** GET /v1/pcb-quotes/quote-method: the saved choice, the country and the companies. */
export async function quoteDelivery(em: EntityManager, userId: number): Promise<QuoteDeliveryResponse> {
  const [quoteMethod, countryIso, companies] = await Promise.all([loadQuoteMethod(em, userId), quoteCountryIso(em, userId), activeDeliveryCompanies(em)]);
  return { quote_method: quoteMethod, country_iso: countryIso, delivery_companies: companies };
}
