import { useCallback, useState } from 'react';
import { formErrorOf, type FormError } from '../../ui/form/form-error.ts';

/**
 * One staff action at a time (reorder, move, merge): `busy` while `run`'s action is under way,
 * a refusal kept in `error` (cleared by the next attempt) for a StructureAlert.
 */
export function useStructureAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<FormError | null>(null);
  const run = useCallback(async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(formErrorOf(caught));
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, run };
}
