import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderStatus, TimelineActor } from '#shared/orders/lifecycle.ts';
import { createNotification } from '../notifications/index.ts';
import { jobQueueOf } from './job-queue.ts';
import type { OrderFacts } from './order-facts-queries.ts';
import { OrderEventSchema } from './order-event.entity.ts';
import { updateOrderRow } from './order-row.ts';
import { orderPageOf, statusNotificationTitle } from './order-update-job.ts';

export interface TransitionRecord {
  to: OrderStatus;
  actor: { kind: TimelineActor; userId: number | null };
  note: string | null;
  carrier?: string | null;
  waybill?: string | null;
  /** False when the caller already wrote its own notification for this change (payment callbacks). */
  notify?: boolean;
  /** A sentence for the customer after the note (a cancelled paid order's refund). */
  customerText?: string | null;
}

/**
 * Writes an allowed status change inside the caller's transaction:
 * the order row, its `order_events` row, the customer's in-app notification and the `order-update`
 * job (pg-boss `send` on this transaction's connection, so the job exists iff the change commits).
 * The caller has checked the move with shared/orders/lifecycle.ts and holds the row lock.
 */
export async function recordTransition(tx: EntityManager, order: OrderFacts, change: TransitionRecord): Promise<void> {
  const carrier = change.carrier?.trim() || order.carrier;
  const waybill = change.waybill?.trim() || order.waybill;
  await updateOrderRow(tx, order.kind, order.id, { status: change.to, carrier, waybill, updatedAt: new Date() });
  tx.create(OrderEventSchema, {
    orderKind: order.kind,
    orderId: order.id,
    fromStatus: order.status,
    toStatus: change.to,
    actorUser: change.actor.userId,
    actorKind: change.actor.kind,
    note: change.note?.trim() || null,
  });
  if (change.notify !== false) {
    const content = [change.note?.trim(), change.customerText?.trim()].filter(Boolean).join('\n');
    createNotification(tx, {
      userId: order.userId,
      type: 'order_status',
      title: statusNotificationTitle(order.code, change.to, order.language),
      content: content || null,
      data: { order_kind: order.kind, order_id: order.id, code: order.code, status: change.to, ...(waybill ? { carrier, waybill } : {}) },
      url: orderPageOf(order.kind),
    });
  }
  await jobQueueOf(tx)?.sendOrderUpdate(tx, {
    userId: order.userId,
    orderKind: order.kind,
    orderId: order.id,
    code: order.code,
    status: change.to,
    language: order.language,
  });
  await tx.flush();
}
