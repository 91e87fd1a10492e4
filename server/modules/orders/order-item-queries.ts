import type { EntityManager } from '@mikro-orm/postgresql';
import type { CartItemFacts } from '#shared/checkout/totals-input.ts';
import { intArray } from '../../lib/sql-arrays.ts';
import { categoryExtrasOf, offeredExtra } from '../cart/index.ts';
import { CartLineSchema } from '../cart/cart-line.entity.ts';
import { ProductSchema } from '../catalog/product.entity.ts';
import { ON_SALE_FILTER } from '../catalog/index.ts';

/** A cart line with its product's facts as the order transaction reads them from the rows. */
export interface OrderItem extends CartItemFacts {
  name: string;
  nameEn: string | null;
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
  // Raw: a locking read of many rows in id order, with nothing to load into entities.
  await tx.execute('select id from products where id = any(?::int[]) order by id for update', [intArray(productIds)]);
}

/**
 * The user's server cart lines with their products' current facts, in cart order, read from the
 * product and price-break rows (not from the cart API's answer, so the property test compares
 * two independent paths). Lines whose product is gone or no longer on sale are left out. `refresh`: called again
 * after `lockProducts`, it must see the stock a concurrent order just left, not the identity map's copy.
 */
export async function orderItems(tx: EntityManager, userId: number): Promise<OrderItem[]> {
  const lines = await tx.find(CartLineSchema, { user: userId }, { orderBy: { createdAt: 'asc', id: 'asc' }, refresh: true });
  if (lines.length === 0) return [];
  const ids = lines.map((line) => line.product.id);
  const [products, extras] = await Promise.all([
    tx.find(ProductSchema, { id: { $in: ids }, ...ON_SALE_FILTER }, { populate: ['priceBreaks'], refresh: true }),
    categoryExtrasOf(tx, ids),
  ]);
  const byId = new Map(products.map((product) => [product.id, product]));
  return lines.flatMap((line) => {
    const product = byId.get(line.product.id);
    if (!product) return [];
    const offered = extras.get(product.id) ?? [];
    return [
      {
        id: product.id,
        name: product.name,
        nameEn: product.nameEn ?? null,
        sku: product.sku,
        unit: product.unit,
        list_price: product.price,
        prices: product.priceBreaks.getItems().map((row) => ({ quantity: row.quantity, price: row.price })),
        multiples: product.multiples,
        inventory: product.inventory,
        quantity: line.quantity,
        // Priced from the category's current extras (spec §3 `category_extras`); one no longer offered counts as none.
        catext_id: offeredExtra(offered, line.catextId)?.id ?? null,
        category_extras: offered,
      },
    ];
  });
}
