import { useCallback } from 'react';
import { shiftedOrder } from './category-tree.ts';
import { useStructureAction } from './use-structure-action.ts';

/**
 * The arrows of a staff list: `shift` sends `siblings` with `id` moved one place up (-1) or down
 * (+1) through `save`, and keeps a refusal in `error`. Nothing is sent when the row is already
 * at that end.
 */
export function useReorder() {
  const { error, run } = useStructureAction();
  const shift = useCallback(
    async (siblings: readonly number[], id: number, direction: -1 | 1, save: (order: number[]) => Promise<void>) => {
      const order = shiftedOrder(siblings, id, direction);
      if (order) await run(() => save(order));
    },
    [run],
  );
  return { error, shift };
}
