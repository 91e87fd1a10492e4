import { hasBit, listBits, type Bitset } from './bitset.ts';
import type { SortOrder } from './catalog-data.ts';

/** A set of ordinals inside the word window [from, to) with `count` members. */
export interface CountedSet {
  set: Bitset;
  from: number;
  to: number;
  count: number;
}

/**
 * The members at positions [offset, offset + limit) of `members` in the given order, without
 * sorting the whole set. Two ways, whichever costs less:
 * - walk the precomputed order from the nearer end, testing membership: about
 *   (offset + limit) × size / count steps, cheap for big sets and first pages;
 * - list the members and sort their ranks: about count × log(count), cheap for small sets.
 */
export function pageOfSet(members: CountedSet, order: SortOrder, offset: number, limit: number): Uint32Array {
  const { set, count } = members;
  if (offset >= count || limit <= 0) return new Uint32Array(0);
  const take = Math.min(limit, count - offset);
  const size = order.perm.length;
  const density = count / size;
  const walkFront = (offset + take) / density;
  const walkBack = (count - offset) / density;
  const listAndSort = (members.to - members.from) / 8 + count * Math.log2(count + 1) * 2;
  if (Math.min(walkFront, walkBack) <= listAndSort) {
    return walkFront <= walkBack ? walkFromFront(set, order.perm, offset, take) : walkFromBack(set, order.perm, count - offset - take, take);
  }
  const ranks = listBits(set, members.from, members.to, count);
  for (let k = 0; k < ranks.length; k++) ranks[k] = order.rank[ranks[k]!]!;
  ranks.sort();
  const page = new Uint32Array(take);
  for (let k = 0; k < take; k++) page[k] = order.perm[ranks[offset + k]!]!;
  return page;
}

function walkFromFront(set: Bitset, perm: Uint32Array, skip: number, take: number): Uint32Array {
  const page = new Uint32Array(take);
  let seen = 0;
  let n = 0;
  for (let i = 0; i < perm.length && n < take; i++) {
    const ordinal = perm[i]!;
    if (!hasBit(set, ordinal)) continue;
    if (seen++ >= skip) page[n++] = ordinal;
  }
  return page;
}

/** Walks from the end: skips the last `skipFromEnd` members, then takes `take` going backwards. */
function walkFromBack(set: Bitset, perm: Uint32Array, skipFromEnd: number, take: number): Uint32Array {
  const page = new Uint32Array(take);
  let seen = 0;
  let n = take;
  for (let i = perm.length - 1; i >= 0 && n > 0; i--) {
    const ordinal = perm[i]!;
    if (!hasBit(set, ordinal)) continue;
    if (seen++ >= skipFromEnd) page[--n] = ordinal;
  }
  return page;
}
