import type { CartItem } from '#shared/cart/schemas.ts';
import type { CategoryExtra, CartLine as PricedLine } from '#shared/cart/cart-line.ts';
import type { PriceBreak } from '#shared/catalog/schemas.ts';

/**
 * What the cart page shows of a product, copied onto the local line when it is added or when the
 * server's cart is read (the cart renders offline). The server stays the truth: these are
 * refreshed from GET /v1/carts whenever it answers. `price` is the LIST price (below the first
 * volume break), as shared/cart/cart-line.ts prices lines.
 */
export interface CartLineFacts {
  name: string;
  /** The English storefront's name (null: none); absent in lines stored before it was kept. */
  name_en?: string | null | undefined;
  slug: string;
  image_id: number | null;
  price: number;
  prices: PriceBreak[];
  multiples: number;
  /** Absent in lines stored before this change (counts as 1 until the server refreshes it). */
  step?: number | undefined;
  unit: string;
  inventory: number;
  supplier_name: string | null;
  supplier_slug: string | null;
  category_extras: CategoryExtra[];
  /** When these facts were taken (epoch ms). */
  seenAt: number;
}

/** The product fields a page already holds (product page, cart search) that make line facts. */
export interface ProductFactsSource {
  name: string;
  name_en?: string | null | undefined;
  slug: string;
  image_id: number | null;
  price: number;
  prices: readonly PriceBreak[];
  multiples: number;
  step: number;
  unit: string;
  inventory: number;
  supplier_name: string | null;
  supplier_slug?: string | null | undefined;
}

/** Line facts from a product the page shows. */
export function factsOfProduct(product: ProductFactsSource, now: number = Date.now()): CartLineFacts {
  return {
    name: product.name,
    name_en: product.name_en ?? null,
    slug: product.slug,
    image_id: product.image_id,
    price: product.price,
    prices: [...product.prices],
    multiples: product.multiples,
    step: product.step,
    unit: product.unit,
    inventory: product.inventory,
    supplier_name: product.supplier_name,
    supplier_slug: product.supplier_slug ?? null,
    category_extras: [],
    seenAt: now,
  };
}

/** Line facts from a server cart item (its `price` is the volume price; `list_price` the base one). */
export function factsOfCartItem(item: CartItem, now: number = Date.now()): CartLineFacts {
  return {
    ...factsOfProduct({ ...item, price: item.list_price }, now),
    category_extras: item.category_extras.map((extra) => ({ ...extra })),
  };
}

/** A local line in the shape the shared pricing rules take (shared/cart/cart-line.ts). */
export function pricedLine(line: { productId: number; quantity: number; catextId?: number | null | undefined }, facts: CartLineFacts): PricedLine {
  return {
    id: line.productId,
    price: facts.price,
    prices: facts.prices,
    multiples: facts.multiples,
    step: facts.step,
    inventory: facts.inventory,
    category_extras: facts.category_extras,
    quantity: line.quantity,
    catext_id: line.catextId ?? null,
  };
}
