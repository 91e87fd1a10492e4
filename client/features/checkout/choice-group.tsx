import type { ReactNode } from 'react';
import { useId } from 'react';
import { cx } from '../../ui/class-names.ts';
import styles from './choice-group.module.css';

export interface ChoiceOption {
  value: number | string;
  label: ReactNode;
  /** A second line (fee, delivery time). */
  detail?: ReactNode;
  disabled?: boolean;
}

interface ChoiceGroupProps {
  /** Used for the radio name and the error anchor (`checkout-field-{name}`). */
  name: string;
  legend: ReactNode;
  options: readonly ChoiceOption[];
  value: number | string | null;
  onChange: (value: number | string) => void;
  error?: string | null | undefined;
  /** Options side by side on wide screens (short labels such as pickup slots). */
  compact?: boolean;
}

/** A set of radio buttons in a fieldset, its error right under it (`aria-describedby`). */
export function ChoiceGroup({ name, legend, options, value, onChange, error, compact = false }: ChoiceGroupProps) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset
      id={`checkout-field-${name}`}
      tabIndex={-1}
      className={styles.choiceGroup}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={cx(styles.choices, compact && styles.choicesCompact)}>
        {options.map((option) => (
          <label key={option.value} className={cx(styles.choice, option.disabled && styles.choiceDisabled, value === option.value && styles.choiceChecked)}>
            <input
              type="radio"
              name={name}
              value={String(option.value)}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            <span className={styles.choiceText}>
              <span className={styles.choiceLabel}>{option.label}</span>
              {option.detail && <span className={styles.choiceDetail}>{option.detail}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
