import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderKind } from '#shared/orders/lifecycle.ts';

/** The lifecycle columns shop orders and PCB orders share. */
export interface LifecycleFields {
  status?: string;
  carrier?: string | null;
  waybill?: string | null;
  paymentStatus?: 'unpaid' | 'paid';
  paidAt?: Date;
  updatedAt: Date;
}

/** The table of each kind of order, as orderFacts (order-facts-queries.ts) reads it. */
const TABLES: Record<OrderKind, string> = { shop: 'orders', pcb: 'pcb_orders' };

/** The column of each lifecycle field: the same in both tables. */
const COLUMNS: Record<keyof LifecycleFields, string> = {
  status: 'status',
  carrier: 'carrier',
  waybill: 'waybill',
  paymentStatus: 'payment_status',
  paidAt: 'paid_at',
  updatedAt: 'updated_at',
};

/** Writes lifecycle columns of a shop or PCB order (the table depends on the kind); answers the rows changed. */
export async function updateOrderRow(tx: EntityManager, kind: OrderKind, id: number, fields: LifecycleFields): Promise<number> {
  const set = (Object.keys(fields) as (keyof LifecycleFields)[]).filter((field) => fields[field] !== undefined);
  // Raw: the lifecycle sits below the orders and PCB modules whose entities own these tables (they
  // record their transitions through it), so it writes the shared columns by table name, as
  // orderFacts reads them, in the caller's transaction.
  const result = await tx
    .getConnection()
    .execute<{ affectedRows?: number }>(
      `update ${TABLES[kind]} set ${set.map((field) => `${COLUMNS[field]} = ?`).join(', ')} where id = ?`,
      [...set.map((field) => fields[field]), id],
      'run',
      tx.getTransactionContext(),
    );
  return result.affectedRows ?? 0;
}
