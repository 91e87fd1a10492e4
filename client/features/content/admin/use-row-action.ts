import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { commonErrorText } from '../../../i18n/api-error-text.ts';
import { formErrorOf } from '../../../ui/form/form-error.ts';

/**
 * One staff action on a row of a page-area list (show, hide, delete): the row is busy while it
 * runs, the list is read again after it, and the outcome is said in the page's status region or
 * as one error above the list — in the screen's own words (`ownErrorText`) where it has some for the code.
 */
export function useRowAction(setStatus: (status: string) => void, ownErrorText?: (code: string) => string | null) {
  const { i18n } = useLingui();
  const router = useRouter();
  const [rowError, setRowError] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  async function act(rowId: number, action: () => Promise<unknown>, done: string) {
    setBusy(rowId);
    setRowError(null);
    try {
      await action();
      await router.invalidate();
      setStatus(done);
    } catch (caught) {
      const error = formErrorOf(caught);
      setRowError(ownErrorText?.(error.code) ?? commonErrorText(i18n, error.code, error.retryAfterSeconds));
    } finally {
      setBusy(null);
    }
  }

  return { act, busy, rowError };
}
