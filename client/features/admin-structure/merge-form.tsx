import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { ChoiceForm } from './choice-form.tsx';

interface MergeFormProps<T extends { id: number }> {
  targets: readonly T[];
  optionLabel: (target: T) => string;
  confirmTitle: string;
  /** The question asked before merging into `into` (merging cannot be undone). */
  confirmMessage: (into: T) => string;
  busy: boolean;
  onMerge: (into: T) => Promise<void>;
}

/** Merge a category or a filter value into another: pick the target, confirm, merge. */
export function MergeForm<T extends { id: number }>({ targets, optionLabel, confirmTitle, confirmMessage, busy, onMerge }: MergeFormProps<T>) {
  const { t } = useLingui();
  const [choice, setChoice] = useState('');
  const [confirm, dialog] = useConfirmDialog();
  const into = targets.find((candidate) => String(candidate.id) === choice);
  return (
    <>
      {dialog}
      <ChoiceForm
        name="into_id"
        label={t`Gộp vào`}
        value={choice}
        onChange={setChoice}
        submitLabel={<Trans>Gộp</Trans>}
        danger
        chosen={into !== undefined}
        busy={busy}
        onSubmit={() => {
          if (!into) return;
          void (async () => {
            const confirmed = await confirm({ title: confirmTitle, message: confirmMessage(into), confirmLabel: t`Gộp` });
            if (confirmed) await onMerge(into);
          })();
        }}
      >
        {targets.map((target) => (
          <option key={target.id} value={target.id}>
            {optionLabel(target)}
          </option>
        ))}
      </ChoiceForm>
    </>
  );
}
