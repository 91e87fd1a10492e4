import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from '../../ui/class-names.ts';
import styles from './auth-form.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'children'> {
  name: string;
  label: ReactNode;
  /** The message shown beside the input; the input is then marked invalid and described by it. */
  error?: string | null | undefined;
  /** A short help text under the input, read with it. */
  hint?: ReactNode;
  /** Something beside the label on its right (the "forgot password" link). */
  labelAside?: ReactNode;
  /** Something inside the input's frame on its right (the show-password toggle). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose error sits right under it (`aria-invalid`, `aria-describedby`). */
export function TextField({ name, label, error, hint, labelAside, trailing, ref, ...input }: TextFieldProps) {
  const id = `${useId()}-${name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {labelAside}
      </div>
      <div className={cx(styles.inputFrame, error && styles.invalid)}>
        <input
          {...input}
          ref={ref}
          id={id}
          name={name}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {trailing}
      </div>
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
