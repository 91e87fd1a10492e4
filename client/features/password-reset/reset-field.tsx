import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from '../../ui/class-names.ts';
import styles from './password-reset.module.css';

export interface ResetFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'children'> {
  name: string;
  label: ReactNode;
  /** Shown right under the input, which is then marked invalid and described by it. */
  error?: string | null | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its error beside it (`aria-invalid`, `aria-describedby`). */
export function ResetField({ name, label, error, hint, ref, ...input }: ResetFieldProps) {
  const id = `${useId()}-${name}`;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        {...input}
        ref={ref}
        id={id}
        name={name}
        className={cx(styles.input, error && styles.invalid)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The red box above a form that says why it was refused. */
export function ResetAlert({ children, ref }: { children: ReactNode; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={styles.alert}>
      {children}
    </div>
  );
}

/** The form's main button; while sending it says so and ignores presses but keeps focus. */
export function ResetSubmit({ pending, pendingLabel, disabled, children }: { pending: boolean; pendingLabel: string; disabled?: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={styles.submit} disabled={disabled} aria-disabled={pending || undefined}>
      {pending && <span className={styles.spinner} aria-hidden="true" />}
      {pending ? pendingLabel : children}
    </button>
  );
}
