import { useCallback, useState } from 'react';
import type { FilterSelection } from '#shared/catalog/filter-selection.ts';

/**
 * The filter panel's pending choice. It starts from what the URL applied (spec §4 "the chosen set
 * can start from prid") and starts over whenever the applied selection changes (Apply, a chip
 * removed, back/forward).
 */
export function usePendingSelection(applied: FilterSelection): [FilterSelection, (change: (current: FilterSelection) => FilterSelection) => void] {
  const basis = JSON.stringify(applied);
  const [state, setState] = useState({ basis, pending: applied });
  let pending = state.pending;
  if (state.basis !== basis) {
    // Adjusting state while rendering (React's documented pattern): no extra paint with the old choice.
    setState({ basis, pending: applied });
    pending = applied;
  }
  const update = useCallback(
    (change: (current: FilterSelection) => FilterSelection) => setState((current) => ({ basis: current.basis, pending: change(current.pending) })),
    [],
  );
  return [pending, update];
}
