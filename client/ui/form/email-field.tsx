import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { TextField, type TextFieldProps } from './text-field.tsx';

type EmailFieldProps = Omit<TextFieldProps, 'type' | 'name' | 'label'> & { name?: string; label?: ReactNode };

/** An e-mail input: the e-mail keyboard on phones, never capitalised or spell-checked. */
export function EmailField({ name = 'email', label = <Trans>E-mail</Trans>, ...props }: EmailFieldProps) {
  return <TextField {...props} name={name} label={label} type="email" inputMode="email" autoCapitalize="none" spellCheck={false} />;
}
