import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '#shared/i18n/locale.ts';
import type { QuoteMethod, SaveQuoteOptionBody } from '#shared/pcb/quote-method.ts';
import { DEFAULT_QUOTE_METHOD, offeredQuoteMethodCodes } from '#shared/pcb/quote-method-codes.ts';
import { AppError } from '../../errors.ts';
import { PcbQuoteMethodSchema } from './quote-method.entity.ts';

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

/** The user's saved choice, or the default when none was saved. */
export async function loadQuoteMethod(em: EntityManager, userId: number): Promise<QuoteMethod> {
  const row = await em.findOne(PcbQuoteMethodSchema, { user: userId }, { refresh: true });
  return row ? { delivery_method: row.deliveryMethod, payment_method: row.paymentMethod, payment_in_shop: row.paymentInShop } : { ...DEFAULT_QUOTE_METHOD };
}

/** Applies one change to the user's choice and stores it (an upsert: the first change creates the row). */
export async function saveQuoteOption(em: EntityManager, userId: number, change: SaveQuoteOptionBody, locale: Locale): Promise<QuoteMethod> {
  return em.transactional(async (tx) => {
    const next = changeQuoteMethod(await loadQuoteMethod(tx, userId), change, locale);
    await tx.upsert(PcbQuoteMethodSchema, {
      user: userId,
      deliveryMethod: next.delivery_method,
      paymentMethod: next.payment_method,
      paymentInShop: next.payment_in_shop,
      updatedAt: new Date(),
    });
    return next;
  });
}
