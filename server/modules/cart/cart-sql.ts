import type { EntityManager } from '@mikro-orm/postgresql';
import { intArray } from '../../lib/sql-arrays.ts';
import type { CartLine } from './cart-line.entity.ts';
import { CartLineSchema } from './cart-line.entity.ts';
import { ProductSchema } from '../catalog/product.entity.ts';
import { ON_SALE_FILTER } from '../catalog/index.ts';
import type { CartOwner } from './cart-owner.ts';

/** The entity filter selecting an owner's lines. */
export function ownerFilter(owner: CartOwner): { user: number } | { guestSession: string } {
  return owner.kind === 'user' ? { user: owner.userId } : { guestSession: owner.sessionId };
}

/** `where` condition selecting an owner's lines in the raw set-based writes below, and its one parameter. */
function ownerCondition(owner: CartOwner): { sql: string; param: number | string } {
  return owner.kind === 'user' ? { sql: 'user_id = ?', param: owner.userId } : { sql: 'guest_session = ?::uuid', param: owner.sessionId };
}

/** The owner's unique (owner, product) pair as an `on conflict` target. */
function conflictTarget(owner: CartOwner): string {
  return owner.kind === 'user' ? '(user_id, product_id)' : '(guest_session, product_id)';
}

// Advisory lock class for carts (the two-int form: its key space never meets the seed's bigint locks).
const CART_LOCK_CLASS = 0x43415254;

/**
 * Serialises the writes to one cart for the rest of the transaction, so a read-then-write (add
 * merges quantities, set-store replaces, sign-in merges) never races another write to that cart.
 */
export async function lockCart(tx: EntityManager, owner: CartOwner): Promise<void> {
  const key = owner.kind === 'user' ? `user:${owner.userId}` : `guest:${owner.sessionId}`;
  // Raw: a PostgreSQL advisory lock, which has no entity.
  await tx.execute('select pg_advisory_xact_lock(?, hashtext(?))', [CART_LOCK_CLASS, key]);
}

/** The quantity facts of a product the cart settles lines with (shared/catalog/quantity.ts). */
export interface StockFacts {
  multiples: number;
  step: number;
  inventory: number;
}

/** Stock facts of the products asked about; unknown ids and products no longer on sale are absent. */
export async function stockOf(tx: EntityManager, productIds: readonly number[]): Promise<Map<number, StockFacts>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx.find(ProductSchema, { id: { $in: [...productIds] }, ...ON_SALE_FILTER }, { fields: ['multiples', 'step', 'inventory'], refresh: true });
  return new Map(rows.map((row) => [row.id, { multiples: row.multiples, step: row.step, inventory: row.inventory }]));
}

/**
 * An owner's lines as stored now (`refresh`: the raw writes below bypass the identity map, so a
 * line read before them in the same transaction must not answer with its old values).
 */
export function ownerLines(tx: EntityManager, owner: CartOwner): Promise<CartLine[]> {
  return tx.find(CartLineSchema, ownerFilter(owner), { orderBy: { createdAt: 'asc', id: 'asc' }, refresh: true });
}

/** The quantities an owner's lines hold, by product id. */
export async function lineQuantities(tx: EntityManager, owner: CartOwner): Promise<Map<number, number>> {
  return new Map((await ownerLines(tx, owner)).map((line) => [line.product.id, line.quantity]));
}

/** A line to write: its quantity and, when `extra` is given, its category extra (spec §3 `catext_id`, `price_ext`). */
export interface LineWrite {
  productId: number;
  quantity: number;
  /** The extra to store; absent keeps what an existing line holds (a new line starts with none). */
  extra?: { catextId: number | null; priceExt: number } | undefined;
}

/** A PostgreSQL array literal of nullable integers, bound as one `?::int[]` parameter. */
function nullableIntArray(values: readonly (number | null)[]): string {
  return `{${values.map((value) => (value === null ? 'NULL' : Math.trunc(value))).join(',')}}`;
}

/**
 * Writes many lines of an owner at once: new products get a line, existing ones their quantity;
 * lines with an `extra` also get that extra (checked by the caller against the product's category,
 * server/modules/cart/category-extras.ts). Line order is the order given.
 */
export async function upsertLines(tx: EntityManager, owner: CartOwner, lines: readonly LineWrite[]): Promise<void> {
  if (lines.length === 0) return;
  const userId = owner.kind === 'user' ? owner.userId : null;
  const guestSession = owner.kind === 'guest' ? owner.sessionId : null;
  // Raw: one set-based upsert of many lines in the given order (on conflict keeps each line's id and extra).
  await tx.execute(
    `insert into cart_lines (user_id, guest_session, product_id, quantity, catext_id, price_ext, created_at, updated_at)
     select ?::bigint, ?::uuid, x.product_id, x.quantity, null, 0, now(), now()
       from unnest(?::int[], ?::int[]) with ordinality as x(product_id, quantity, position)
      order by x.position
     on conflict ${conflictTarget(owner)} do update set quantity = excluded.quantity, updated_at = now()`,
    [userId, guestSession, intArray(lines.map((line) => line.productId)), intArray(lines.map((line) => line.quantity))],
  );
  const withExtra = lines.filter((line) => line.extra !== undefined);
  if (withExtra.length === 0) return;
  const where = ownerCondition(owner);
  // Raw: one set-based update of many lines, each with its own extra.
  await tx.execute(
    `update cart_lines c set catext_id = x.catext_id, price_ext = x.price_ext
       from unnest(?::int[], ?::int[], ?::int[]) as x(product_id, catext_id, price_ext)
      where c.${where.sql} and c.product_id = x.product_id`,
    [
      intArray(withExtra.map((line) => line.productId)),
      nullableIntArray(withExtra.map((line) => line.extra?.catextId ?? null)),
      intArray(withExtra.map((line) => line.extra?.priceExt ?? 0)),
      where.param,
    ],
  );
}

/** The extras an owner's lines hold, by product id (lines without one are absent). */
export async function lineExtras(tx: EntityManager, owner: CartOwner): Promise<Map<number, { catextId: number; priceExt: number }>> {
  const lines = await ownerLines(tx, owner);
  return new Map(lines.flatMap((line) => (line.catextId == null ? [] : [[line.product.id, { catextId: line.catextId, priceExt: line.priceExt }] as const])));
}
