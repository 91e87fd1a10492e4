import { Trans } from '@lingui/react/macro';
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cx } from '../../ui/class-names.ts';
import styles from './address-form.module.css';

interface FieldFrameProps {
  name: string;
  label: ReactNode;
  required: boolean;
  error: string | null | undefined;
  hint?: ReactNode;
  wide?: boolean;
  children: (control: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/**
 * A labelled control with its star (spec §5 "required stars") and its message right under it,
 * tied by `aria-describedby` and marked `aria-invalid` (spec §5: field errors beside the inputs).
 */
function FieldFrame({ name, label, required, error, hint, wide, children }: FieldFrameProps) {
  const id = `${useId()}-${name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(styles.field, wide && styles.wide)}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span className={styles.star} aria-hidden="true">
            {' '}
            *
          </span>
        )}
        {!required && (
          <span className={styles.optional}>
            {' '}
            <Trans>(không bắt buộc)</Trans>
          </span>
        )}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'name' | 'required'> & {
  name: string;
  label: ReactNode;
  required: boolean;
  error: string | null | undefined;
  hint?: ReactNode;
  wide?: boolean;
};

export function InputField({ name, label, required, error, hint, wide, ...input }: InputProps) {
  return (
    <FieldFrame name={name} label={label} required={required} error={error} hint={hint} wide={wide}>
      {({ id, describedBy, invalid }) => (
        <input
          {...input}
          id={id}
          name={name}
          className={cx(styles.control, invalid && styles.invalid)}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldFrame>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'name' | 'required' | 'children'> & {
  name: string;
  label: ReactNode;
  required: boolean;
  error: string | null | undefined;
  hint?: ReactNode;
  wide?: boolean;
  placeholder: string;
  options: readonly { value: number; label: string }[];
};

/** A native select (keyboard, screen readers and phones' pickers for free) with a first empty choice. */
export function SelectField({ name, label, required, error, hint, wide, placeholder, options, ...select }: SelectProps) {
  return (
    <FieldFrame name={name} label={label} required={required} error={error} hint={hint} wide={wide}>
      {({ id, describedBy, invalid }) => (
        <select
          {...select}
          id={id}
          name={name}
          className={cx(styles.control, styles.select, invalid && styles.invalid)}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
