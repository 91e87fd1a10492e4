import type { ReactNode, Ref } from 'react';
import styles from './form.module.css';

/**
 * The red box above a form that says why it was refused (spec §8 "Inline login failure").
 * Focusable, so focus can move to it and it is announced.
 */
export function FormAlert({ children, ref }: { children: ReactNode; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={styles.alert}>
      <svg className={styles.alertIcon} width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7.5v5.5M12 16.5v.01" />
      </svg>
      <div>{children}</div>
    </div>
  );
}
