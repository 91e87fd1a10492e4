import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../class-names.ts';
import { FieldFrame, type FieldFrameProps } from './field-frame.tsx';
import styles from './form.module.css';

export interface TextFieldProps extends FieldFrameProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'children' | 'name'> {
  /** Something inside the input's frame on its right (the show-password toggle). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose error sits right under it (`aria-invalid`, `aria-describedby`). */
export function TextField({ name, label, error, hint, labelAside, className, trailing, ref, ...input }: TextFieldProps) {
  return (
    <FieldFrame name={name} label={label} error={error} hint={hint} labelAside={labelAside} className={className}>
      {({ id, describedBy, invalid }) => (
        <div className={cx(styles.frame, invalid && styles.invalid)}>
          <input
            {...input}
            ref={ref}
            id={id}
            name={name}
            className={styles.input}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
          />
          {trailing}
        </div>
      )}
    </FieldFrame>
  );
}
