import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cx } from '../../ui/class-names.ts';
import { ComboboxField, type ComboboxFieldProps } from '../../ui/form/combobox-field.tsx';
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

type PlaceProps = Omit<ComboboxFieldProps, 'required' | 'className' | 'labelAside'> & AddressFieldProps;

/** A place (country, province, ward): a combobox with type-to-search and, for countries, flag pictures. */
export function PlaceField({ label, required, wide, ...combobox }: PlaceProps) {
  return <ComboboxField {...combobox} label={<MarkedLabel label={label} required={required} />} className={cx(wide && styles.wide)} required={required} />;
}
