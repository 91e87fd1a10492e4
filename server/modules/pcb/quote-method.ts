import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '#shared/i18n/locale.ts';
import type { QuoteMethod, SaveQuoteOptionBody } from '#shared/pcb/quote-method.ts';
import { DEFAULT_QUOTE_METHOD, offeredQuoteMethodCodes } from '#shared/pcb/quote-method-codes.ts';
import { AppError } from '../../errors.ts';

/*
 * The PCB quote's delivery and payment choice (spec §7 save-option; codes of spec §4); the default
 * and the codes offered per locale are shared with the quote page (shared/pcb/quote-method-codes.ts).
 */

/** The choice after one change; a code the storefront does not offer is a 422 naming the field. */
export function changeQuoteMethod(current: QuoteMethod, change: SaveQuoteOptionBody, locale: Locale): QuoteMethod {
  if (!offeredQuoteMethodCodes(change.method, locale).includes(change.value)) {
    throw new AppError(422, 'validation_failed', `${change.method} ${change.value} is not offered`, { value: 'not offered' });
  }
  return { ...current, [change.method]: change.value };
}

interface Row {
  delivery_method: number;
  payment_method: number;
  payment_in_shop: number;
}

/** The user's saved choice, or the default when none was saved. */
export async function loadQuoteMethod(em: EntityManager, userId: number): Promise<QuoteMethod> {
  const [row] = await em.execute<Row[]>(
    'select delivery_method, payment_method, payment_in_shop from pcb_quote_methods where user_id = ?',
    [userId],
  );
  return row ? { delivery_method: row.delivery_method, payment_method: row.payment_method, payment_in_shop: row.payment_in_shop } : { ...DEFAULT_QUOTE_METHOD };
}

/** Applies one change to the user's choice and stores it (an upsert: the first change creates the row). */
export async function saveQuoteOption(em: EntityManager, userId: number, change: SaveQuoteOptionBody, locale: Locale): Promise<QuoteMethod> {
  return em.transactional(async (tx) => {
    const next = changeQuoteMethod(await loadQuoteMethod(tx, userId), change, locale);
    await tx.execute(
      `insert into pcb_quote_methods (user_id, delivery_method, payment_method, payment_in_shop, updated_at)
       values (?, ?, ?, ?, now())
       on conflict (user_id) do update set delivery_method = excluded.delivery_method,
         payment_method = excluded.payment_method, payment_in_shop = excluded.payment_in_shop, updated_at = now()`,
      [userId, next.delivery_method, next.payment_method, next.payment_in_shop],
    );
    return next;
  });
}
