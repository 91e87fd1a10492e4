import type { EntityManager } from '@mikro-orm/postgresql';
import { QUOTE_ACTION_STATUS, quoteActionProblem, type QuoteAction } from '#shared/orders/lifecycle.ts';
import { customQuoteTotal, quotePricingProblems, type QuotePricing } from '#shared/pcb/custom-quote.ts';
import { AppError, notFound } from '../../errors.ts';
import { orderFacts, type OrderFacts, recordTransition } from '../lifecycle/index.ts';
import { PcbOrderSchema } from './pcb-order.entity.ts';

/**
 * Custom PCB quotes: staff price one, the customer accepts or declines it. Each
 * action runs in one transaction on the locked order row, is checked with the shared lifecycle
 * (`quoteActionProblem`: 409 not_custom_quote / invalid_transition) and is recorded with
 * `recordTransition`: the order's status, its timeline row (who, when, the note), the customer's
 * in-app notification and the order-update job (e-mail, web push) commit together or not at all.
 */

const PROBLEM_MESSAGES: Record<string, string> = {
  not_custom_quote: 'Only a custom PCB quote is priced by hand',
  invalid_transition: 'The quote cannot do that from where it is',
};

function refuse(problem: string): AppError {
  return new AppError(409, problem, PROBLEM_MESSAGES[problem] ?? problem);
}

/** The quote's total and the fees kept with it (read under the order's row lock). */
async function quoteRow(tx: EntityManager, id: number): Promise<{ total: number; shipping_payment: number | null; cod_payment: number | null }> {
  const row = await tx.findOne(PcbOrderSchema, id, { fields: ['total', 'shippingPayment', 'codPayment'], disableIdentityMap: true });
  if (!row) throw notFound('Order');
  return { total: row.total, shipping_payment: row.shippingPayment ?? null, cod_payment: row.codPayment ?? null };
}

function checked(order: OrderFacts | null, action: QuoteAction): OrderFacts {
  if (!order) throw notFound('Order');
  const problem = quoteActionProblem(order, action);
  if (problem) throw refuse(problem);
  return order;
}

/**
 * Staff price a custom quote (new, or quoted again before the answer): the price is the goods,
 * the lead time the quote's deadline, the total the price plus the delivery and COD fees kept with
 * it; the note goes to the customer with the notification and in the timeline. 422 by field when
 * the pricing breaks the shared rules, before anything is read or written.
 */
export async function priceCustomQuote(em: EntityManager, id: number, staffUserId: number, pricing: QuotePricing): Promise<void> {
  const problems = quotePricingProblems(pricing);
  const [first] = Object.values(problems);
  if (first) throw new AppError(422, first, 'The quote’s price, lead time or note is out of bounds', problems);
  await em.fork().transactional(async (tx) => {
    const order = checked(await orderFacts(tx, 'pcb', id, true), 'price');
    const row = await quoteRow(tx, id);
    const total = customQuoteTotal(pricing.price, row);
    await tx.nativeUpdate(PcbOrderSchema, { id }, { goodsTotal: pricing.price, total, deadlineDays: pricing.lead_days, updatedAt: new Date() });
    await recordTransition(tx, order, { to: QUOTE_ACTION_STATUS.price, actor: { kind: 'staff', userId: staffUserId }, note: pricing.note.trim() || null });
  });
}

/**
 * The customer answers their own priced quote: accepting makes it an order (confirmed; the amounts
 * are fixed, since a price is only given before the answer), declining cancels it. Another
 * customer's order answers 404, like one that does not exist. An acceptance names the total the
 * customer saw: a quote priced again meanwhile is refused (409 price_mismatch naming both).
 */
export async function answerCustomQuote(
  em: EntityManager,
  id: number,
  customerId: number,
  answer: { action: 'accept' | 'decline'; total?: number | undefined; note?: string | undefined },
): Promise<void> {
  await em.fork().transactional(async (tx) => {
    const found = await orderFacts(tx, 'pcb', id, true);
    const order = checked(found && found.userId === customerId ? found : null, answer.action);
    if (answer.action === 'accept') {
      const { total } = await quoteRow(tx, id);
      if (answer.total !== total) {
        const sent = answer.total === undefined ? '(none)' : String(answer.total);
        throw new AppError(409, 'price_mismatch', `total: sent ${sent}, expected ${total}`, { total: `sent ${sent}, expected ${total}` });
      }
    }
    await recordTransition(tx, order, { to: QUOTE_ACTION_STATUS[answer.action], actor: { kind: 'customer', userId: customerId }, note: answer.note?.trim() || null });
  });
}
