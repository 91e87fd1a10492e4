import { useEffect, useState } from 'react';
import type { DeliveryCompany } from '#shared/checkout-api/schemas.ts';
import type { QuoteMethod } from '#shared/pcb/quote-method.ts';
import { quotesFromAbroad } from '#shared/pcb/submit-rules.ts';
import { useSession } from '../../session/use-session.ts';
import { cachedQuoteDelivery, fetchQuoteDelivery } from './pcb-api.ts';

/**
 * What the delivery panel knows about the signed-in user (GET /v1/pcb-quotes/quote-method): the
 * saved delivery and payment choice, whether the quote goes abroad (spec §5 please_select_delivery)
 * and the international delivery companies. The stored copy answers at once (and offline), the
 * server's answer follows. Guests, and a user never seen online, know nothing: no carrier choice is
 * shown and the server has the last word.
 */
export interface QuoteDeliveryContext {
  /** The saved choice; null until known. */
  saved: QuoteMethod | null;
  countryIso: string | null;
  abroad: boolean;
  companies: DeliveryCompany[];
}

const UNKNOWN: QuoteDeliveryContext = { saved: null, countryIso: null, abroad: false, companies: [] };

export function useQuoteDelivery(): QuoteDeliveryContext {
  const session = useSession();
  const userId = session.status === 'user' ? session.user.id : null;
  const [context, setContext] = useState<QuoteDeliveryContext>(UNKNOWN);

  useEffect(() => {
    setContext(UNKNOWN);
    if (userId === null) return;
    let cancelled = false;
    let answered = false;
    const show = (body: { quote_method: QuoteMethod; country_iso: string | null; delivery_companies: DeliveryCompany[] }) => {
      if (cancelled) return;
      setContext({ saved: body.quote_method, countryIso: body.country_iso, abroad: quotesFromAbroad(body.country_iso), companies: body.delivery_companies });
    };
    void cachedQuoteDelivery(userId).then((body) => {
      if (body && !answered) show(body);
    });
    fetchQuoteDelivery(userId).then(
      (body) => {
        answered = true;
        show(body);
      },
      () => {},
    );
    return () => {
      cancelled = true;
    };
  }, [userId]);

  return context;
}
