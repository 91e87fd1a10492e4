/** What changed: these product ids, or everything. */
export type ProductChange = readonly number[] | 'all';

/** One read of the `product_changes` table, made in one snapshot (see `ProductChangeFeed`). */
export interface ChangeRead {
  /** The snapshot's xmin and xmax (`pg_snapshot_xmin/xmax(pg_current_snapshot())`). */
  xmin: bigint;
  xmax: bigint;
  /** The highest sequence number pruning has deleted (`product_changes_pruned.up_to`). */
  prunedUpTo: number;
  /** [seq, product id or null for "everything"] of the rows asked for, by seq. */
  rows: ReadonlyArray<readonly [number, number | null]>;
}

/**
 * Where a reader of the change table stands, and what a new read tells it. Sequence numbers are
 * taken when a row is inserted but become visible when its transaction commits, so a read can see
 * seq 12 while 11 is still uncommitted: "everything after the highest seq seen" would lose 11 for
 * good. The cursor keeps such gaps as holes and asks for them again by number until they show up
 * or cannot any more: a hole first missed by a read whose snapshot had xmax X belongs to a
 * transaction with an xid below X (the writer changed `products` before it took the number), so
 * once a later snapshot's xmin reaches X that transaction has ended, and a hole still missing was
 * rolled back.
 */
export class ProductChangeCursor {
  /** Every seq up to here is delivered or known to be a hole. */
  private high: number;
  /** Seqs below `high` not seen yet → xmax of the first snapshot that missed them. */
  private readonly holes = new Map<number, bigint>();

  /**
   * Starts after the rows of `read` (every visible seq above `windowStart`, read when the reader
   * starts): they are not news, and the seqs missing among them may be transactions still open.
   */
  constructor(read: ChangeRead, windowStart: number) {
    const seen = new Set(read.rows.map(([seq]) => seq));
    this.high = Math.max(windowStart, ...seen);
    this.markHoles(seen, windowStart, read.xmax);
  }

  /** The seqs to ask for: every seq above `after`, and the `holes`. */
  get after(): number {
    return this.high;
  }

  get holeSeqs(): number[] {
    return [...this.holes.keys()];
  }

  /** Takes a read of `after`/`holes`; returns what changed (null: nothing). */
  take(read: ChangeRead): ProductChange | null {
    let all = false;
    if (read.prunedUpTo > this.high) {
      // Rows this reader never read may have been deleted: only a full reload catches up.
      all = true;
      this.high = read.prunedUpTo;
    }
    const ids = new Set<number>();
    const seen = new Set<number>();
    const before = this.high;
    for (const [seq, productId] of read.rows) {
      if (seq <= before && !this.holes.has(seq)) continue;
      seen.add(seq);
      this.holes.delete(seq);
      if (productId === null) all = true;
      else ids.add(productId);
      if (seq > this.high) this.high = seq;
    }
    this.markHoles(seen, before, read.xmax);
    for (const [seq, horizon] of this.holes) if (read.xmin >= horizon) this.holes.delete(seq);
    if (all) return 'all';
    return ids.size > 0 ? [...ids] : null;
  }

  /** Seqs in (from, high] not in `seen` and not holes yet become holes with this `horizon`. */
  private markHoles(seen: Set<number>, from: number, horizon: bigint): void {
    for (let seq = from + 1; seq < this.high; seq++) {
      if (!seen.has(seq) && !this.holes.has(seq)) this.holes.set(seq, horizon);
    }
  }
}
