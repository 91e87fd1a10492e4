import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderKind } from '#shared/orders/lifecycle.ts';
import { OrderSchema } from '../orders/order.entity.ts';
import { PcbOrderSchema } from '../pcb/pcb-order.entity.ts';

/** The lifecycle columns shop orders and PCB orders share. */
export interface LifecycleFields {
  status?: string;
  carrier?: string | null;
  waybill?: string | null;
  paymentStatus?: 'unpaid' | 'paid';
  paidAt?: Date;
  updatedAt: Date;
}

/** Writes lifecycle columns of a shop or PCB order (the table depends on the kind); answers the rows changed. */
export function updateOrderRow(tx: EntityManager, kind: OrderKind, id: number, fields: LifecycleFields): Promise<number> {
  return kind === 'shop' ? tx.nativeUpdate(OrderSchema, { id }, fields) : tx.nativeUpdate(PcbOrderSchema, { id }, fields);
}
