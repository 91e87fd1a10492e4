import { useId, type ReactNode } from 'react';
import { cx } from '../class-names.ts';
import styles from './form.module.css';

export interface FieldFrameProps {
  name: string;
  label: ReactNode;
  /** The message shown right under the control; the control is then marked invalid and described by it. */
  error?: string | null | undefined;
  /** A short help text under the control, read with it. */
  hint?: ReactNode;
  /** Something beside the label on its right (the "forgot password" link). */
  labelAside?: ReactNode;
  /** For the field's place in a layout (a grid column). */
  className?: string | undefined;
}

export interface FieldControl {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
}

/** Label, control, hint and error of one field, tied together (`aria-describedby`, spec §5 errors beside the inputs). */
export function FieldFrame({ name, label, error, hint, labelAside, className, children }: FieldFrameProps & { children: (control: FieldControl) => ReactNode }) {
  const id = `${useId()}-${name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(styles.field, className)}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {labelAside}
      </div>
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
