import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { SelectField } from '../../ui/form/select-field.tsx';
import styles from './admin-categories-screen.module.css';

interface ChoiceFormProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The options after "— Chọn —". */
  children: ReactNode;
  submitLabel: ReactNode;
  danger?: boolean;
  /** The button stays disabled until a choice is made. */
  chosen: boolean;
  busy: boolean;
  onSubmit: () => void;
}

/** Pick one of a list and act on it (move under, merge into): a select and its button on one line. */
export function ChoiceForm({ name, label, value, onChange, children, submitLabel, danger = false, chosen, busy, onSubmit }: ChoiceFormProps) {
  const { t } = useLingui();
  return (
    <form
      className={styles.inlineForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (!chosen || busy) return;
        onSubmit();
      }}
    >
      <SelectField name={name} label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t`— Chọn —`}</option>
        {children}
      </SelectField>
      <button type="submit" className={danger ? styles.dangerButton : styles.actionButton} disabled={!chosen} aria-disabled={busy || undefined}>
        {submitLabel}
      </button>
    </form>
  );
}
