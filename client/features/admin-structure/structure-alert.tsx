import { useLingui } from '@lingui/react/macro';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import type { FormError } from '../../ui/form/form-error.ts';
import { structureErrorText } from './structure-messages.ts';

/** A refused structure action (reorder, move, merge) in words, or nothing. */
export function StructureAlert({ error }: { error: FormError | null }) {
  const { i18n } = useLingui();
  if (!error) return null;
  return <FormAlert>{structureErrorText(i18n, error.code, error.retryAfterSeconds)}</FormAlert>;
}
