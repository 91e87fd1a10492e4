import { useCallback, useEffect, useState } from 'react';
import type { DeliveryCompany } from '#shared/checkout/schemas.ts';
import type { QuoteAddress, QuoteDeliveryResponse, QuoteMethod } from '#shared/pcb/quote-method.ts';
import { quotesFromAbroad } from '#shared/pcb/submit-rules.ts';
import { useSession } from '../../session/use-session.ts';
import { cachedQuoteDelivery, fetchQuoteDelivery } from './pcb-api.ts';

/**
 * What the delivery panel knows about the signed-in user (GET /v1/pcb-quotes/quote-method): the
 * saved delivery and payment choice, whether the quote goes abroad (spec §5 please_select_delivery)
 * and the international delivery companies, the delivery addresses with their fees and the shop's
 * COD fee. The stored copy answers at once (and offline), the server's answer
 * follows. Guests, and a user never seen online, know nothing: no carrier choice is shown and the
 * server has the last word.
 */
export interface QuoteDeliveryContext {
  /** The saved choice; null until known. */
  saved: QuoteMethod | null;
  countryIso: string | null;
  abroad: boolean;
  companies: DeliveryCompany[];
  addresses: QuoteAddress[];
  cod_payment: number;
  /** Asks the server again (the prices changed: a refused quote said price_mismatch). */
  refresh: () => void;
}

type Known = Omit<QuoteDeliveryContext, 'refresh'>;

const UNKNOWN: Known = { saved: null, countryIso: null, abroad: false, companies: [], addresses: [], cod_payment: 0 };

function knownFrom(body: QuoteDeliveryResponse): Known {
  return {
    saved: body.quote_method,
    countryIso: body.country_iso,
    abroad: quotesFromAbroad(body.country_iso),
    companies: body.delivery_companies,
    // A copy stored before addresses and the COD fee were part of the answer has neither.
    addresses: body.addresses ?? [],
    cod_payment: body.cod_payment ?? 0,
  };
}

export function useQuoteDelivery(): QuoteDeliveryContext {
  const session = useSession();
  const userId = session.status === 'user' ? session.user.id : null;
  const [context, setContext] = useState<Known>(UNKNOWN);
  const [attempt, setAttempt] = useState(0);
  const refresh = useCallback(() => setAttempt((value) => value + 1), []);

  useEffect(() => setContext(UNKNOWN), [userId]);

  useEffect(() => {
    if (userId === null) return;
    let cancelled = false;
    let answered = false;
    const show = (body: QuoteDeliveryResponse) => {
      if (!cancelled) setContext(knownFrom(body));
    };
    // The stored copy only for a first look: a refresh is asked because it is out of date.
    if (attempt === 0) {
      void cachedQuoteDelivery(userId).then((body) => {
        if (body && !answered) show(body);
      });
    }
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
  }, [userId, attempt]);

  return { ...context, refresh };
}
