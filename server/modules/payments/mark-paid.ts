import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderKind } from '#shared/orders/lifecycle.ts';
import { AppError, notFound } from '../../errors.ts';
import { moveAfterPayment, orderFacts, updateOrderRow } from '../lifecycle/index.ts';
import { OrderSchema } from '../orders/order.entity.ts';
import { PaymentTransactionSchema } from './payment-transaction.entity.ts';

/**
 * Staff record that a bank transfer arrived ("mark a bank transfer as paid"): like a
 * verified callback, in one transaction the order becomes paid and, for a shop order, a `paid`
 * payment_transactions row (provider bank_transfer, the order's total in VND) keeps the record;
 * the lifecycle then moves new/confirmed → paid. PCB orders (no online payment flow) accept any
 * non-cash method. 409 `not_bank_transfer` or `already_paid`; cancelled orders `invalid_transition`.
 */
export async function markOrderPaid(em: EntityManager, kind: OrderKind, id: number, staffUserId: number, note: string | null): Promise<void> {
  await em.fork().transactional(async (tx) => {
    const order = await orderFacts(tx, kind, id, true);
    if (!order) throw notFound('Order');
    const transferable = kind === 'shop' ? order.paymentMethod === 'bank_transfer' : order.paymentRequired;
    if (!transferable) throw new AppError(409, 'not_bank_transfer', 'Only a bank transfer order can be marked paid');
    if (order.paid) throw new AppError(409, 'already_paid', 'The order is already paid');
    if (order.status === 'cancelled') throw new AppError(409, 'invalid_transition', 'A cancelled order cannot be paid');
    const now = new Date();
    await updateOrderRow(tx, kind, id, { paymentStatus: 'paid', paidAt: now, updatedAt: now });
    if (kind === 'shop') {
      const { total } = await tx.findOneOrFail(OrderSchema, id, { fields: ['total'], disableIdentityMap: true });
      await tx.insert(PaymentTransactionSchema, {
        order: id,
        provider: 'bank_transfer',
        amount: total,
        currency: 'VND',
        providerRef: `manual-${id}-${Date.now()}`,
        status: 'paid',
        rawCallback: { marked_paid_by: staffUserId, note },
        createdAt: now,
        updatedAt: now,
      });
    }
    await moveAfterPayment(tx, kind, id, { actor: { kind: 'staff', userId: staffUserId }, note });
  });
}
