import type { EntityManager } from '@mikro-orm/postgresql';
import { intArray } from '../../lib/sql-arrays.ts';
import type { CartOwner } from './cart-owner.ts';

/** `where` condition selecting an owner's lines, and its one parameter. */
export function ownerCondition(owner: CartOwner): { sql: string; param: number | string } {
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
  await tx.execute('select pg_advisory_xact_lock(?, hashtext(?))', [CART_LOCK_CLASS, key]);
}

/** The quantity facts of a product the cart settles lines with (shared/catalog/quantity.ts). */
export interface StockFacts {
  multiples: number;
  step: number;
  inventory: number;
}

/** Stock facts of the products asked about; unknown ids are absent. */
export async function stockOf(tx: EntityManager, productIds: readonly number[]): Promise<Map<number, StockFacts>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx.execute<{ id: number; multiples: number; step: number; inventory: number }[]>(
    'select id, multiples, step, inventory from products where id = any(?::int[])',
    [intArray(productIds)],
  );
  return new Map(
    rows.map((row) => [Number(row.id), { multiples: Number(row.multiples), step: Number(row.step), inventory: Number(row.inventory) }]),
  );
}

/** The quantities an owner's lines hold, by product id. */
export async function lineQuantities(tx: EntityManager, owner: CartOwner): Promise<Map<number, number>> {
  const where = ownerCondition(owner);
  const rows = await tx.execute<{ product_id: number; quantity: number }[]>(
    `select product_id, quantity from cart_lines where ${where.sql}`,
    [where.param],
  );
  return new Map(rows.map((row) => [Number(row.product_id), Number(row.quantity)]));
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
  const where = ownerCondition(owner);
  const rows = await tx.execute<{ product_id: number; catext_id: number; price_ext: number }[]>(
    `select product_id, catext_id, price_ext from cart_lines where ${where.sql} and catext_id is not null`,
    [where.param],
  );
  return new Map(rows.map((row) => [Number(row.product_id), { catextId: Number(row.catext_id), priceExt: Number(row.price_ext) }]));
}
