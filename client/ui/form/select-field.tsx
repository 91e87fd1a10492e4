import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { cx } from '../class-names.ts';
import { FieldFrame, type FieldFrameProps } from './field-frame.tsx';
import styles from './form.module.css';

export interface SelectFieldProps extends FieldFrameProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'name'> {
  /** The `<option>`s. */
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select (keyboard, screen readers and phones' pickers for free) in the text fields' frame. */
export function SelectField({ name, label, error, hint, labelAside, className, children, ref, ...select }: SelectFieldProps) {
  return (
    <FieldFrame name={name} label={label} error={error} hint={hint} labelAside={labelAside} className={className}>
      {({ id, describedBy, invalid }) => (
        <select
          {...select}
          ref={ref}
          id={id}
          name={name}
          className={cx(styles.select, invalid && styles.invalid)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
