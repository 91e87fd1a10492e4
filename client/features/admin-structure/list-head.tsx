import type { ReactNode } from 'react';
import styles from './admin-categories-screen.module.css';

interface ListHeadProps {
  heading: ReactNode;
  addLabel: ReactNode;
  adding: boolean;
  onToggleAdd: () => void;
  /** The form shown below the head while `adding`. */
  children: ReactNode;
}

/** A staff list's title with its "add" button, which opens (and closes) the new row's form below. */
export function ListHead({ heading, addLabel, adding, onToggleAdd, children }: ListHeadProps) {
  return (
    <>
      <div className={styles.treeHead}>
        {heading}
        <button type="button" className={styles.actionButton} aria-expanded={adding} onClick={onToggleAdd}>
          {addLabel}
        </button>
      </div>
      {adding && <div className={styles.newForm}>{children}</div>}
    </>
  );
}
