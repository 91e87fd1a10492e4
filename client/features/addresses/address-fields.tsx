import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cx } from '../../ui/class-names.ts';
import { SelectField as FormSelectField, type SelectFieldProps } from '../../ui/form/select-field.tsx';
import { TextField, type TextFieldProps } from '../../ui/form/text-field.tsx';
import styles from './address-form.module.css';

interface AddressFieldProps {
  required: boolean;
  error: string | null | undefined;
  /** Across both columns of the form's grid. */
  wide?: boolean;
}

/** The label with its star, or "(optional)" (spec §5 "required stars"). */
function MarkedLabel({ label, required }: { label: ReactNode; required: boolean }) {
  return (
    <>
      {label}
      {required ? (
        <span className={styles.star} aria-hidden="true">
          {' '}
          *
        </span>
      ) : (
        <span className={styles.optional}>
          {' '}
          <Trans>(không bắt buộc)</Trans>
        </span>
      )}
    </>
  );
}

type InputProps = Omit<TextFieldProps, 'required' | 'className' | 'trailing' | 'labelAside'> & AddressFieldProps;

export function InputField({ label, required, wide, ...input }: InputProps) {
  return (
    <TextField
      {...input}
      label={<MarkedLabel label={label} required={required} />}
      className={cx(wide && styles.wide)}
      aria-required={required || undefined}
    />
  );
}

type SelectProps = Omit<SelectFieldProps, 'required' | 'className' | 'children' | 'labelAside'> &
  AddressFieldProps & {
    placeholder: string;
    options: readonly { value: number; label: string }[];
  };

/** A select with a first empty choice. */
export function SelectField({ label, required, wide, placeholder, options, ...select }: SelectProps) {
  return (
    <FormSelectField
      {...select}
      label={<MarkedLabel label={label} required={required} />}
      className={cx(wide && styles.wide)}
      aria-required={required || undefined}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </FormSelectField>
  );
}
