import type { EntityManager } from '@mikro-orm/postgresql';
import type { CartItem } from '#shared/cart/schemas.ts';
import { cartLineTotal, type CategoryExtra } from '#shared/cart/cart-line.ts';
import type { PriceBreak, ProductListItem } from '#shared/catalog/schemas.ts';
import { unitPriceAt } from '#shared/catalog/volume-price.ts';
import { priceBreaksOf, productListRows } from '../catalog/index.ts';
import { categoryExtrasOf, offeredExtra } from './category-extras.ts';
import type { CartOwner } from './cart-owner.ts';
import type { CartLine } from './cart-line.entity.ts';
import { ownerLines } from './cart-sql.ts';

/** A cart as the page shows it: its lines, how many, and the goods total in VND. */
export interface CartDetails {
  items: CartItem[];
  count: number;
  total: number;
}

const EMPTY: CartDetails = { items: [], count: 0, total: 0 };

/**
 * One line priced now (spec §3 Cart item) with the shared rule the page runs
 * (shared/cart/cart-line.ts): `price` is the volume-break unit price at the line's quantity,
 * `price_ext` the chosen extra's current surcharge per unit (an extra the category no longer
 * offers counts as none), `line_total` = lineUnitPrice × quantity.
 */
function toCartItem(line: CartLine, product: ProductListItem, prices: PriceBreak[], extras: CategoryExtra[]): CartItem {
  const price = unitPriceAt(prices, line.quantity, product.price);
  const extra = offeredExtra(extras, line.catextId);
  const priced = { id: product.id, price: product.price, prices, multiples: product.multiples, step: product.step, inventory: product.inventory, category_extras: extras };
  const lineTotal = cartLineTotal({ ...priced, quantity: line.quantity, catext_id: extra?.id ?? null });
  return {
    id: product.id,
    name: product.name,
    name_en: product.name_en,
    slug: product.slug,
    image_id: product.image_id,
    price,
    list_price: product.price,
    price_ext: extra?.price ?? 0,
    quantity: line.quantity,
    multiples: product.multiples,
    step: product.step,
    unit: product.unit,
    inventory: product.inventory,
    prices,
    options: [],
    category_extras: extras,
    catext_id: extra?.id ?? null,
    supplier_name: product.supplier_name,
    supplier_slug: product.supplier_slug,
    line_total: lineTotal,
    updated_at: line.updatedAt.toISOString(),
  };
}

/** The owner's cart with current prices and stock, lines in the order they were added. */
export async function cartDetails(em: EntityManager, owner: CartOwner | null): Promise<CartDetails> {
  if (!owner) return EMPTY;
  const lines = await ownerLines(em, owner);
  if (lines.length === 0) return EMPTY;
  const ids = lines.map((line) => line.product.id);
  const [products, breaks, extras] = await Promise.all([productListRows(em, ids), priceBreaksOf(em, ids), categoryExtrasOf(em, ids)]);
  const byId = new Map(products.map((product) => [product.id, product]));
  const items = lines.flatMap((line) => {
    const product = byId.get(line.product.id);
    return product ? [toCartItem(line, product, breaks.get(product.id) ?? [], extras.get(product.id) ?? [])] : [];
  });
  return { items, count: items.length, total: items.reduce((sum, item) => sum + item.line_total, 0) };
}
