import type { ReactNode } from 'react';
import styles from './form.module.css';

interface SubmitButtonProps {
  pending: boolean;
  pendingLabel: string;
  /** Not ready to send (e.g. the code is not complete yet); pending is a different state. */
  disabled?: boolean | undefined;
  children: ReactNode;
}

/**
 * The form's main button. While the request runs it says so and ignores presses, but stays
 * focusable (a disabled button would drop keyboard focus to the page).
 */
export function SubmitButton({ pending, pendingLabel, disabled, children }: SubmitButtonProps) {
  return (
    <button type="submit" className={styles.submit} disabled={disabled} aria-disabled={pending || undefined}>
      {pending && <span className={styles.spinner} aria-hidden="true" />}
      {pending ? pendingLabel : children}
    </button>
  );
}
