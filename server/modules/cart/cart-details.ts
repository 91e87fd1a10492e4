import type { EntityManager } from '@mikro-orm/postgresql';
import type { CartItem } from '#shared/cart-api/schemas.ts';
import type { PriceBreak, ProductListItem } from '#shared/catalog/schemas.ts';
import { unitPriceAt } from '#shared/catalog/volume-price.ts';
import { priceBreaksOf, productListRows } from '../catalog/product-rows.ts';
import type { CartOwner } from './cart-owner.ts';
import { ownerCondition } from './cart-sql.ts';

interface StoredLine {
  product_id: number;
  quantity: number;
  catext_id: number | null;
  price_ext: number;
  updated_at: Date | string;
}

/** A cart as the page shows it: its lines, how many, and the goods total in VND. */
export interface CartDetails {
  items: CartItem[];
  count: number;
  total: number;
}

const EMPTY: CartDetails = { items: [], count: 0, total: 0 };

/**
 * One line priced now (spec §3 Cart item): the unit price from the volume breaks at the line's
 * quantity (`shared/catalog/volume-price.ts`, the same rule the page runs), plus the extra's
 * surcharge per unit.
 */
function toCartItem(line: StoredLine, product: ProductListItem, prices: PriceBreak[]): CartItem {
  const price = unitPriceAt(prices, line.quantity, product.price);
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    image_id: product.image_id,
    price,
    list_price: product.price,
    price_ext: line.price_ext,
    quantity: line.quantity,
    multiples: product.multiples,
    unit: product.unit,
    inventory: product.inventory,
    prices,
    options: [],
    category_extras: [],
    catext_id: line.catext_id,
    supplier_name: product.supplier_name,
    supplier_slug: product.supplier_slug,
    line_total: (price + line.price_ext) * line.quantity,
    updated_at: new Date(line.updated_at).toISOString(),
  };
}

/** The owner's cart with current prices and stock, lines in the order they were added. */
export async function cartDetails(em: EntityManager, owner: CartOwner | null): Promise<CartDetails> {
  if (!owner) return EMPTY;
  const where = ownerCondition(owner);
  const lines = await em.execute<StoredLine[]>(
    `select product_id, quantity, catext_id, price_ext, updated_at from cart_lines where ${where.sql} order by created_at, id`,
    [where.param],
  );
  if (lines.length === 0) return EMPTY;
  const ids = lines.map((line) => Number(line.product_id));
  const [products, breaks] = await Promise.all([productListRows(em, ids), priceBreaksOf(em, ids)]);
  const byId = new Map(products.map((product) => [product.id, product]));
  const items = lines.flatMap((line) => {
    const product = byId.get(Number(line.product_id));
    return product ? [toCartItem(line, product, breaks.get(product.id) ?? [])] : [];
  });
  return { items, count: items.length, total: items.reduce((sum, item) => sum + item.line_total, 0) };
}
