import { Type, type Static } from 'typebox';
import { CART_MAX_LINES } from './cart-limit.ts';
import { PriceBreak } from '../catalog/schemas.ts';

/**
 * The server cart API (spec §7 cart calls, §3 Cart item; "The cart is local-first").
 *
 * Whose cart: a signed-in user's own cart; otherwise the guest cart named by the
 * `X-Cart-Session` header (`CART_SESSION_HEADER` in shared/http/headers.ts: the browser's guest session id, a UUID from
 * `client/local/guest-session.ts`). Without the header a guest's GET answers an empty cart and a
 * guest's write starts a new session whose id comes back as `session_id`.
 */
/** Largest quantity a request may name: 7 digits, as the quantity fields accept (spec §5). */
const QUANTITY_MAX = 9_999_999;
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Quantity = Type.Integer({ minimum: 1, maximum: QUANTITY_MAX, description: 'Units; the server re-rounds and caps it' });
const NullableString = Type.Union([Type.String(), Type.Null()]);
const SessionId = Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
  description: 'The guest cart session id to keep sending in X-Cart-Session; null for signed-in users',
});

/**
 * Why the stored quantity differs from the asked one (ARCHITECTURE data flow 5: "quantities are
 * re-rounded to the product's multiple and capped at stock, and the user is told what changed").
 * `rounded`: raised to the product's minimum or next step (shared/catalog/quantity.ts); `capped`:
 * lowered to the most in stock; `out_of_stock`: nothing in stock, so the line was not stored;
 * `not_found`: the product no longer exists, so the line was not stored; `cart_full`: the cart
 * already holds `CART_MAX_LINES` lines, so this new one was not added (shared/cart/cart-limit.ts).
 */
export const QuantityReason = Type.Union([
  Type.Literal('rounded'),
  Type.Literal('capped'),
  Type.Literal('out_of_stock'),
  Type.Literal('not_found'),
  Type.Literal('cart_full'),
]);
export type QuantityReason = Static<typeof QuantityReason>;

/** One line whose stored quantity differs from what was asked. */
export const CartAdjustment = Type.Object({
  product_id: Id,
  requested: Type.Integer({ minimum: 0 }),
  /** What the server stored; 0 when the line was dropped. */
  quantity: Type.Integer({ minimum: 0 }),
  reason: QuantityReason,
});
export type CartAdjustment = Static<typeof CartAdjustment>;

/** A category extra option of a line (spec §3 `category_extras`): `price` is VND per unit. */
export const CategoryExtra = Type.Object({
  id: Id,
  name: Type.String(),
  name_en: Type.String(),
  price: Type.Integer({ minimum: 0 }),
  image_id: Type.Union([Id, Type.Null()]),
});
export type CategoryExtra = Static<typeof CategoryExtra>;

/**
 * A cart line as the cart page shows it (spec §3 Cart item). `id` is the PRODUCT id (the cart
 * holds one line per product); `price` is the unit price in VND from the volume breaks at this
 * quantity, `list_price` the product's base price; `category_extras` the options of the product's
 * category, `catext_id` the chosen one (null for none) and `price_ext` its surcharge per unit;
 * `line_total` = (price + price_ext) × quantity.
 */
export const CartItem = Type.Object({
  id: Id,
  name: Type.String(),
  /** The English storefront's name (null: none, the English storefront shows `name`). */
  name_en: Type.Union([Type.String(), Type.Null()]),
  slug: Type.String(),
  image_id: Type.Union([Id, Type.Null()]),
  price: Type.Integer({ minimum: 0 }),
  list_price: Type.Integer({ minimum: 0 }),
  price_ext: Type.Integer({ minimum: 0 }),
  quantity: Type.Integer({ minimum: 1 }),
  multiples: Type.Integer({ minimum: 1 }),
  step: Type.Integer({ minimum: 1 }),
  unit: Type.String(),
  inventory: Type.Integer(),
  prices: Type.Array(PriceBreak),
  options: Type.Array(Type.Object({ name: Type.String() })),
  category_extras: Type.Array(CategoryExtra),
  catext_id: Type.Union([Id, Type.Null()]),
  supplier_name: NullableString,
  supplier_slug: NullableString,
  line_total: Type.Integer({ minimum: 0 }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type CartItem = Static<typeof CartItem>;

/** Count of lines and goods total in VND, part of most answers. */
const Summary = {
  count: Type.Integer({ minimum: 0, description: 'Number of lines (the header cart counter)' }),
  total: Type.Integer({ minimum: 0, description: 'Sum of line totals, VND' }),
  session_id: SessionId,
};

/** GET /v1/carts. */
export const CartDetailsResponse = Type.Object({
  carts_details: Type.Array(CartItem),
  ...Summary,
  selects_all: Type.Boolean({
    description:
      "In-shop mode (the signed-in user's buyonshop flag, shared/checkout/flow.ts selectsAllItems): every line is ordered and the cart shows no checkboxes (spec §4); false for guests",
  }),
});
export type CartDetailsResponse = Static<typeof CartDetailsResponse>;

/** POST /v1/carts: adds `quantity` to the product's line (a new line starts at it). */
export const CartAddBody = Type.Object({
  product_id: Id,
  quantity: Quantity,
  /** Accepted for the spec's payload; the answer always carries the item. */
  load_item: Type.Optional(Type.Union([Type.Boolean(), Type.Integer({ minimum: 0, maximum: 1 })])),
});
export type CartAddBody = Static<typeof CartAddBody>;

/** The answer of a write touching one line. */
export const CartLineResponse = Type.Object({
  item: CartItem,
  adjustments: Type.Array(CartAdjustment),
  ...Summary,
});
export type CartLineResponse = Static<typeof CartLineResponse>;

/** POST /v1/carts/{product_id}: sets the line's quantity (creating the line if absent). */
export const CartLineParams = Type.Object({ product_id: Id });
export type CartLineParams = Static<typeof CartLineParams>;

export const CartUpdateBody = Type.Object({
  quantity: Quantity,
  /** Ignored: the server prices extras from its own table (spec payload compatibility). */
  price_ext: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  /**
   * One of the product's `category_extras` (else 400 `invalid_category_extra` on `catext_id`); null
   * clears the line's extra; absent keeps it.
   */
  catext_id: Type.Optional(
    Type.Union([Id, Type.Null()], { description: "A category extra of the product's category; null clears it, absent keeps it" }),
  ),
  /** Spec payload compatibility: when present it must equal the path's product id. */
  product_id: Type.Optional(Id),
});
export type CartUpdateBody = Static<typeof CartUpdateBody>;

/** DELETE /v1/carts/{id}: `id` is the product id of the line. */
export const CartDeleteParams = Type.Object({ id: Id });
export type CartDeleteParams = Static<typeof CartDeleteParams>;

export const CartDeleteResponse = Type.Object({
  /** False when the product was not in the cart (deleting twice is not an error). */
  removed: Type.Boolean(),
  ...Summary,
});
export type CartDeleteResponse = Static<typeof CartDeleteResponse>;

/**
 * A line of the browser's cart (spec §3 guest cart: id = product id, quantity) and its chosen
 * category extra: absent or null means none; an id must be one of the product's category extras.
 */
export const CartSessionLine = Type.Object({
  id: Id,
  quantity: Quantity,
  catext_id: Type.Optional(Type.Union([Id, Type.Null()])),
});
export type CartSessionLine = Static<typeof CartSessionLine>;

/**
 * Bounds the body only: more than `CART_MAX_LINES` lines is answered 409 `cart_full` with the
 * server's cart untouched (shared/cart/cart-limit.ts), not a schema 400.
 */
const STORE_BODY_MAX_LINES = CART_MAX_LINES * 4;

/** POST /v1/carts/set-store/cart: the browser's whole cart replaces the server's copy. */
export const CartStoreBody = Type.Object({
  cartSession: Type.Array(CartSessionLine, { maxItems: STORE_BODY_MAX_LINES }),
  /** The number of lines sent; must equal cartSession.length. */
  count: Type.Integer({ minimum: 0, maximum: STORE_BODY_MAX_LINES }),
});
export type CartStoreBody = Static<typeof CartStoreBody>;

/**
 * The answer of POST /v1/carts/set-store/cart: what the server changed and the whole cart as
 * GET /v1/carts gives it, so the browser applies prices and stock without a second request.
 */
export const CartStoreResponse = Type.Object({ adjustments: Type.Array(CartAdjustment), ...CartDetailsResponse.properties });
export type CartStoreResponse = Static<typeof CartStoreResponse>;

/** GET /v1/carts/get-total: the goods total in VND as a bare JSON number (spec §7 "numeric total"). */
export const CartTotalResponse = Type.Integer({ minimum: 0 });
