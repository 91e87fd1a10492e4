import { sql, type EntityManager } from '@mikro-orm/postgresql';
import { intArray } from '../../lib/sql-arrays.ts';
import { ProfileSchema } from '../profile/profile.entity.ts';
import { lockProducts } from './order-item-queries.ts';
import { OrderLineSchema } from './order-line.entity.ts';
import { OrderSchema } from './order.entity.ts';

/**
 * A cancelled shop order gives back what placing it took ("restore stock in the
 * same transaction"): its units to the products still in the catalogue and the bonus it spent to
 * the customer's balance. Runs inside the cancel's transaction; `stock_returned_at` is set in the
 * same statement that checks it, so a second call (a repeated cancel, a retry) returns nothing.
 * Answers whether this call returned them.
 */
export async function returnStockAndBonus(tx: EntityManager, orderId: number): Promise<boolean> {
  const now = new Date();
  const claimed = await tx.nativeUpdate(OrderSchema, { id: orderId, stockReturnedAt: null }, { stockReturnedAt: now, updatedAt: now });
  if (claimed === 0) return false;
  const order = await tx.findOneOrFail(OrderSchema, orderId, { fields: ['user', 'bonus'], refresh: true });
  const lines = await tx.find(OrderLineSchema, { order: orderId, product: { $ne: null } }, { fields: ['product', 'quantity'] });
  const quantities = new Map<number, number>();
  for (const line of lines) {
    const id = line.product!.id;
    quantities.set(id, (quantities.get(id) ?? 0) + line.quantity);
  }
  if (quantities.size > 0) {
    const ids = [...quantities.keys()].sort((a, b) => a - b);
    // The same lock order as placing an order (id order), so a cancel and an order never deadlock.
    await lockProducts(tx, ids);
    // Raw: one set-based update of many rows, each by its own quantity.
    await tx.execute(
      `update products p set inventory = p.inventory + x.quantity
         from unnest(?::int[], ?::int[]) as x(id, quantity) where p.id = x.id`,
      [intArray(ids), intArray(ids.map((id) => quantities.get(id) ?? 0))],
    );
  }
  if (order.bonus > 0) await tx.nativeUpdate(ProfileSchema, { user: order.user.id }, { bonus: sql`bonus + ${order.bonus}`, updatedAt: now });
  return true;
}
