import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { OrderKind, OrderStatus, TimelineActor } from '#shared/orders/lifecycle.ts';
import { UserSchema } from '../accounts/user.entity.ts';

/**
 * One status change of a shop or PCB order ("recorded with who, when and a note"): the
 * customer's timeline and the back office history read these rows. `orderId` points at `orders`
 * or `pcb_orders` by `orderKind` (no foreign key: two tables). The first row of an order is its
 * placing (`fromStatus` null), written lazily: an order without rows shows its `created_at`.
 */
export const OrderEventSchema = defineEntity({
  name: 'OrderEvent',
  tableName: 'order_events',
  indexes: [{ name: 'order_events_order_kind_order_id_index', properties: ['orderKind', 'orderId'] }],
  properties: {
    id: p.bigint('number').primary(),
    orderKind: p.string().length(8).$type<OrderKind>(),
    orderId: p.bigint('number'),
    fromStatus: p.string().length(16).nullable().$type<OrderStatus>(),
    toStatus: p.string().length(16).$type<OrderStatus>(),
    actorUser: () => p.manyToOne(UserSchema).nullable().index().deleteRule('set null'),
    actorKind: p.string().length(8).$type<TimelineActor>(),
    note: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  checks: [
    { name: 'order_events_order_kind_check', expression: "order_kind in ('shop', 'pcb')" },
    { name: 'order_events_actor_kind_check', expression: "actor_kind in ('customer', 'staff', 'system')" },
  ],
});
export type OrderEvent = InferEntity<typeof OrderEventSchema>;
