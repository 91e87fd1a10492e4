import type { EntityManager } from '@mikro-orm/postgresql';
import type { PriceBreak } from '#shared/catalog/schemas.ts';
import type { CartItemFacts } from '#shared/checkout-api/totals-input.ts';
import { intArray } from '../../lib/sql-arrays.ts';
import { categoryExtrasOf, offeredExtra } from '../cart/index.ts';

/** A cart line with its product's facts as the order transaction reads them from the rows. */
export interface OrderItem extends CartItemFacts {
  name: string;
  sku: string | null;
  unit: string | null;
}

/**
 * Locks the rows of the products the order takes (`for update`, in id order so two orders never
 * wait on each other in a cycle): a concurrent order for the same product waits here until this
 * transaction ends, then sees the stock it left.
 */
export async function lockProducts(tx: EntityManager, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  await tx.execute('select id from products where id = any(?::int[]) order by id for update', [intArray(productIds)]);
}

/**
 * The user's server cart lines with their products' current facts, in cart order, read from the
 * product and price-break rows (not from the cart API's answer, so the property test compares
 * two independent paths). Lines whose product is gone are left out.
 */
export async function orderItems(tx: EntityManager, userId: number): Promise<OrderItem[]> {
  const lines = await tx.execute<{ product_id: number; quantity: number; catext_id: number | null }[]>(
    'select product_id, quantity, catext_id from cart_lines where user_id = ? order by created_at, id',
    [userId],
  );
  if (lines.length === 0) return [];
  const ids = lines.map((line) => Number(line.product_id));
  const [products, breaks, extras] = await Promise.all([
    tx.execute<{ id: number; name: string; sku: string | null; unit: string | null; price: number; inventory: number; multiples: number }[]>(
      'select id, name, sku, unit, price, inventory, multiples from products where id = any(?::int[])',
      [intArray(ids)],
    ),
    tx.execute<{ product_id: number; quantity: number; price: number }[]>(
      'select product_id, quantity, price from product_prices where product_id = any(?::int[]) order by product_id, quantity',
      [intArray(ids)],
    ),
    categoryExtrasOf(tx, ids),
  ]);
  const prices = new Map<number, PriceBreak[]>();
  for (const row of breaks) {
    const id = Number(row.product_id);
    prices.set(id, [...(prices.get(id) ?? []), { quantity: Number(row.quantity), price: Number(row.price) }]);
  }
  const byId = new Map(products.map((product) => [Number(product.id), product]));
  return lines.flatMap((line) => {
    const product = byId.get(Number(line.product_id));
    if (!product) return [];
    const offered = extras.get(Number(product.id)) ?? [];
    return [
      {
        id: Number(product.id),
        name: product.name,
        sku: product.sku,
        unit: product.unit,
        list_price: Number(product.price),
        prices: prices.get(Number(product.id)) ?? [],
        multiples: Number(product.multiples),
        inventory: Number(product.inventory),
        quantity: Number(line.quantity),
        // Priced from the category's current extras (spec §3 `category_extras`); one no longer offered counts as none.
        catext_id: offeredExtra(offered, line.catext_id === null ? null : Number(line.catext_id))?.id ?? null,
        category_extras: offered,
      },
    ];
  });
}
