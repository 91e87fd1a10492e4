import type { LocalDb } from './db.ts';

/**
 * The persisted cart selection (spec §4 item selection, §9 "persisted cart selection"). A line
 * without a stored mark counts as selected, so a newly added part is ready to order.
 */

/** The ids of the selected lines among `lineIds`, in their order. */
export async function selectedLineIds(db: LocalDb, lineIds: readonly number[]): Promise<number[]> {
  const marks = await db.cartSelection.bulkGet([...lineIds]);
  return lineIds.filter((_, index) => marks[index]?.selected ?? true);
}

/** Stores the selection: `selected` ids ticked, every other id of `lineIds` unticked. */
export async function saveSelection(db: LocalDb, lineIds: readonly number[], selected: readonly number[]): Promise<void> {
  const ticked = new Set(selected);
  await db.cartSelection.bulkPut(lineIds.map((productId) => ({ productId, selected: ticked.has(productId) })));
}
