import styles from './required-mark.module.css';

/** The red star after a required field's name (the field itself says "required" to screen readers). */
export function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      {' *'}
    </span>
  );
}
