import type { ReactNode } from 'react';
import styles from './auth-form.module.css';

/**
 * The form's main button. While the request runs it says so and ignores presses, but stays
 * focusable (a disabled button would drop keyboard focus to the page).
 */
export function SubmitButton({ pending, pendingLabel, children }: { pending: boolean; pendingLabel: string; children: ReactNode }) {
  return (
    <button type="submit" className={styles.submit} aria-disabled={pending || undefined}>
      {pending && <span className={styles.spinner} aria-hidden="true" />}
      {pending ? pendingLabel : children}
    </button>
  );
}
