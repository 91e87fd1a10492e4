import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { EyeIcon, EyeOffIcon } from './auth-icons.tsx';
import styles from './auth-form.module.css';
import { TextField, type TextFieldProps } from '../../ui/form/text-field.tsx';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

/** A password input with a show/hide toggle (a pressed/not-pressed button, so its name stays put). */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      // Shown passwords must not be corrected or capitalised by phone keyboards.
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className={styles.reveal}
          aria-pressed={shown}
          aria-label={t`Hiện mật khẩu`}
          title={shown ? t`Ẩn mật khẩu` : t`Hiện mật khẩu`}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
        </button>
      }
    />
  );
}
