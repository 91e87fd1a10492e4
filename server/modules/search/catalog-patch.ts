import type { CatalogData, SortKey, SortKeys } from './catalog-data.ts';
import { sortOrdersOf } from './catalog-index-builder.ts';

/** A product's fresh stock and price as PostgreSQL has them now: [id, price, inventory]. */
export type StockRow = readonly [id: number, price: number, inventory: number];

const MAX_U32 = 0xffff_ffff;

type Compare = (a: number, b: number) => number;

/**
 * The builder's orders as comparators (catalog-index-builder.ts `sortOrders`): "popular" is in
 * stock first, then tagged, then deeper stock, then the higher id; every other order breaks its
 * ties by popularity. Ids are unique, so each is a strict total order and the position of a
 * product in it is fully determined by the keys: a moved product lands exactly where a fresh
 * build would put it.
 */
function comparators(data: CatalogData): Record<SortKey, Compare> {
  const { price, inventory, createdAt, tagged, nameKeys } = data.sortKeys;
  const ids = data.productIds;
  const stock = (o: number) => Math.max(0, inventory[o]!);
  const popular: Compare = (a, b) =>
    Number(inventory[b]! > 0) - Number(inventory[a]! > 0) || tagged[b]! - tagged[a]! || stock(b) - stock(a) || ids[b]! - ids[a]!;
  const byName: Compare = (a, b) => {
    for (const words of nameKeys) if (words[a] !== words[b]) return words[a]! - words[b]!;
    return popular(a, b);
  };
  return {
    popular,
    price_asc: (a, b) => price[a]! - price[b]! || popular(a, b),
    price_desc: (a, b) => price[b]! - price[a]! || popular(a, b),
    newest: (a, b) => createdAt[b]! - createdAt[a]! || popular(a, b),
    stock_desc: (a, b) => stock(b) - stock(a) || popular(a, b),
    name_asc: byName,
  };
}

/**
 * More changed products than this in one batch re-sort every order instead: moving one product
 * costs up to a pass over each order it moves in (~10 ms at 1M products when it crosses a big
 * stretch of equal keys), a re-sort ~3 s of radix sorting at 1M, so a bulk price or stock update
 * is cheaper sorted again. Orders (a few lines each) always take the moving path.
 */
export const MOVE_LIMIT = 256;
/** The moving path gives the event loop a turn after this many products. */
const MOVES_PER_TURN = 8;

/** Orders whose position of a product depends on its price only (popularity does not). */
const PRICE_ORDERS: readonly SortKey[] = ['price_asc', 'price_desc'];

/**
 * Moves `ordinal` inside one order after its keys changed: out of its old position, into the one
 * a binary search finds among the others, and renumbers the ranks in between. Memory moves of
 * at most the distance travelled (a few milliseconds at 1M products for the longest moves).
 */
function reposition(perm: Uint32Array, rank: Uint32Array, ordinal: number, compare: Compare): void {
  const n = perm.length;
  const from = rank[ordinal]!;
  // Search the order as if the product were not in it: index k of the others is perm[k < from ? k : k + 1].
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const other = perm[mid < from ? mid : mid + 1]!;
    if (compare(other, ordinal) < 0) lo = mid + 1;
    else hi = mid;
  }
  const to = lo;
  if (to === from) return;
  if (to < from) perm.copyWithin(to + 1, to, from);
  else perm.copyWithin(from, from + 1, to + 1);
  perm[to] = ordinal;
  for (let i = Math.min(from, to), end = Math.max(from, to); i <= end; i++) rank[perm[i]!] = i;
}

function setStockBit(data: CatalogData, ordinal: number, inStock: boolean): void {
  const word = ordinal >>> 5;
  const bit = 1 << (ordinal & 31);
  data.inStock[word] = inStock ? data.inStock[word]! | bit : data.inStock[word]! & ~bit;
}

/**
 * Applies fresh stock and prices to a snapshot in place: the in-stock bitset (stock filters and
 * every facet count, which are counted over it per request) and each product's position in the
 * sort orders. Ids the snapshot does not hold (a product created since) are skipped: they come
 * with the next structural rebuild. Resolves to how many products changed.
 *
 * In place is safe because requests read the snapshot synchronously and only through the bitset
 * and the orders: products are moved whole between two requests (a few per turn of the event
 * loop); a bulk batch sorts new orders (pausing between sorts), then swaps them in together with
 * the stock bits.
 */
export async function patchProducts(data: CatalogData, rows: Iterable<StockRow>, pause: () => Promise<void> = async () => {}): Promise<number> {
  const keys: SortKeys = data.sortKeys;
  const changes: [ordinal: number, price: number, inventory: number][] = [];
  for (const [id, rawPrice, inventory] of rows) {
    const ordinal = id >= 0 && id < data.ordinalOfId.length ? data.ordinalOfId[id]! : -1;
    if (ordinal >= 0) changes.push([ordinal, Math.min(Math.max(rawPrice, 0), MAX_U32), inventory]);
  }
  const moved = (ordinal: number, price: number, inventory: number) => keys.inventory[ordinal] !== inventory || keys.price[ordinal] !== price;
  const changed = new Set(changes.filter(([ordinal, price, inventory]) => moved(ordinal, price, inventory)).map(([ordinal]) => ordinal)).size;
  if (changed === 0) return 0;

  if (changed > MOVE_LIMIT) {
    for (const [ordinal, price, inventory] of changes) {
      keys.price[ordinal] = price;
      keys.inventory[ordinal] = inventory;
    }
    const orders = await sortOrdersOf(data.productIds, keys, pause);
    for (const [ordinal] of changes) setStockBit(data, ordinal, keys.inventory[ordinal]! > 0);
    data.orders = orders;
    return changed;
  }

  const compare = comparators(data);
  let moves = 0;
  for (const [ordinal, price, inventory] of changes) {
    // Each product is moved whole between two turns, so a request never sees one half moved.
    if (moves > 0 && moves % MOVES_PER_TURN === 0) await pause();
    const stockMoved = keys.inventory[ordinal] !== inventory;
    const priceMoved = keys.price[ordinal] !== price;
    if (!stockMoved && !priceMoved) continue;
    moves++;
    keys.price[ordinal] = price;
    keys.inventory[ordinal] = inventory;
    setStockBit(data, ordinal, inventory > 0);
    for (const [sort, order] of Object.entries(data.orders) as [SortKey, CatalogData['orders'][SortKey]][]) {
      if (stockMoved || PRICE_ORDERS.includes(sort)) reposition(order.perm, order.rank, ordinal, compare[sort]);
    }
  }
  return changed;
}
