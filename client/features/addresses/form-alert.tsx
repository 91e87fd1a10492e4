import type { ReactNode, Ref } from 'react';
import styles from './address-form.module.css';

/** The red box that says why a save or a delete was refused (spec §8). Focusable so it can be announced and reached. */
export function FormAlert({ children, ref }: { children: ReactNode; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={styles.alert}>
      {children}
    </div>
  );
}
