import { DELIVERY_METHOD } from '#shared/checkout/methods.ts';
import { deliversInVietnam } from '#shared/pcb/quote-charges.ts';
import { deliveryCompanyProblem } from '#shared/pcb/submit-rules.ts';
import type { DeliveryState } from './quote-state.ts';
import type { QuoteDeliveryContext } from './use-quote-delivery.ts';

/**
 * What stops a quote from being sent because of its delivery, as a pcbMessage key, or null.
 * Spec §5: from abroad a delivery company is needed; a Vietnamese delivery needs a delivery
 * address to be priced (please_select_address). A signed-in user's delivery fees not loaded yet
 * (`context.saved` null) while online: the page would send the delivery priced at nothing and the
 * server would refuse it (price_mismatch), so the form waits for them (delivery_fees_loading).
 * Offline, and for a guest, nothing is known and the server has the last word.
 */
export function deliveryProblem(context: Pick<QuoteDeliveryContext, 'saved' | 'countryIso' | 'companies' | 'addresses'>, delivery: DeliveryState, who: { signedIn: boolean; online: boolean }): string | null {
  if (context.saved === null) {
    const charged = delivery.transport_id !== null || delivery.delivery_method !== DELIVERY_METHOD.inShop;
    return who.signedIn && who.online && charged ? 'delivery_fees_loading' : null;
  }
  const company = deliveryCompanyProblem({ countryIso: context.countryIso, transportId: delivery.transport_id, companyIds: context.companies.map((c) => c.id) });
  if (company) return company;
  return deliversInVietnam(delivery) && context.addresses.length === 0 ? 'please_select_address' : null;
}
