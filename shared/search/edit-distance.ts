/**
 * Bounded edit distances for typo-tolerant search. Both count insertions, deletions,
 * substitutions and swaps of two neighbouring letters (optimal string alignment), and stop as
 * soon as the answer is known to exceed `max`, so checking a word against many candidates stays
 * cheap. Both return `max + 1` for "more than max".
 */

// Reused rows: the functions are synchronous and never re-entered.
let rowA = new Int32Array(64);
let rowB = new Int32Array(64);
let rowC = new Int32Array(64);

function ensureRows(length: number): void {
  if (rowA.length > length) return;
  const size = Math.max(length + 1, rowA.length * 2);
  rowA = new Int32Array(size);
  rowB = new Int32Array(size);
  rowC = new Int32Array(size);
}

/**
 * Fills the dynamic-programming rows of `query` against `target` (target along the columns),
 * calling back with each finished row; returns false when every cell of a row exceeds `max`.
 */
function alignRows(query: string, target: string, max: number, onRow: (row: Int32Array, i: number) => void): boolean {
  const n = target.length;
  ensureRows(n);
  let twoBack = rowA;
  let previous = rowB;
  let current = rowC;
  for (let j = 0; j <= n; j++) previous[j] = j;
  onRow(previous, 0);
  for (let i = 1; i <= query.length; i++) {
    const q = query.charCodeAt(i - 1);
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const t = target.charCodeAt(j - 1);
      let best = previous[j - 1]! + (q === t ? 0 : 1);
      const del = previous[j]! + 1;
      if (del < best) best = del;
      const ins = current[j - 1]! + 1;
      if (ins < best) best = ins;
      if (i > 1 && j > 1 && q === target.charCodeAt(j - 2) && query.charCodeAt(i - 2) === t) {
        const swap = twoBack[j - 2]! + 1;
        if (swap < best) best = swap;
      }
      current[j] = best;
      if (best < rowMin) rowMin = best;
    }
    onRow(current, i);
    if (rowMin > max) return false;
    const recycled = twoBack;
    twoBack = previous;
    previous = current;
    current = recycled;
  }
  return true;
}

/** The edit distance between `a` and `b` when it is at most `max`, else `max + 1`. */
export function editDistanceWithin(a: string, b: string, max: number): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let result = max + 1;
  const complete = alignRows(a, b, max, (row, i) => {
    if (i === a.length) result = Math.min(row[b.length]!, max + 1);
  });
  return complete ? result : max + 1;
}

/**
 * The smallest edit distance between `query` and any prefix of `word` when it is at most `max`,
 * else `max + 1`: how far a word being typed is from becoming `word` (`"resis"` is 0 from
 * `"resistor"`, `"resit"` is 1).
 */
export function prefixEditDistanceWithin(query: string, word: string, max: number): number {
  if (word.startsWith(query)) return 0;
  const target = word.length > query.length + max ? word.slice(0, query.length + max) : word;
  let result = max + 1;
  const complete = alignRows(query, target, max, (row, i) => {
    if (i !== query.length) return;
    for (let j = 0; j <= target.length; j++) if (row[j]! < result) result = row[j]!;
  });
  return complete ? Math.min(result, max + 1) : max + 1;
}
