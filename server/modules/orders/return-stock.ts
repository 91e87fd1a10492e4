import type { EntityManager } from '@mikro-orm/postgresql';
import { intArray } from '../../lib/sql-arrays.ts';
import { lockProducts } from './order-facts.ts';

/**
 * A cancelled shop order gives back what placing it took (issue 14 item 3 "restore stock in the
 * same transaction"): its units to the products still in the catalogue and the bonus it spent to
 * the customer's balance. Runs inside the cancel's transaction; `stock_returned_at` is set in the
 * same statement that checks it, so a second call (a repeated cancel, a retry) returns nothing.
 * Answers whether this call returned them.
 */
export async function returnStockAndBonus(tx: EntityManager, orderId: number): Promise<boolean> {
  const [order] = await tx.execute<{ user_id: string; bonus: string }[]>(
    'update orders set stock_returned_at = now(), updated_at = now() where id = ? and stock_returned_at is null returning user_id, bonus',
    [orderId],
  );
  if (!order) return false;
  const lines = await tx.execute<{ product_id: string; quantity: string }[]>(
    'select product_id, sum(quantity) as quantity from order_lines where order_id = ? and product_id is not null group by product_id order by product_id',
    [orderId],
  );
  if (lines.length > 0) {
    const ids = lines.map((line) => Number(line.product_id));
    // The same lock order as placing an order (id order), so a cancel and an order never deadlock.
    await lockProducts(tx, ids);
    await tx.execute(
      `update products p set inventory = p.inventory + x.quantity
         from unnest(?::int[], ?::int[]) as x(id, quantity) where p.id = x.id`,
      [intArray(ids), intArray(lines.map((line) => Number(line.quantity)))],
    );
  }
  const bonus = Number(order.bonus);
  if (bonus > 0) await tx.execute('update profiles set bonus = bonus + ?, updated_at = now() where user_id = ?', [bonus, Number(order.user_id)]);
  return true;
}
