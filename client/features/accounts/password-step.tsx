import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { newPasswordMessage, PASSWORD_MIN_LENGTH } from '#shared/accounts/credentials.ts';
import { INVALID_OTP_CODE } from '#shared/accounts/otp.ts';
import type { SessionUser } from '#shared/accounts/schemas.ts';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import formStyles from '../../ui/form/form.module.css';
import { SubmitButton } from '../../ui/form/submit-button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import { resetPassword } from './reset-api.ts';
import { formErrorOf, type FormError } from '../../ui/form/form-error.ts';
import { errorText, messageText } from './reset-messages.ts';

export interface PasswordStepProps {
  email: string;
  code: string;
  /** The request the code was mailed for. */
  resetId: string;
  onDone: (user: SessionUser) => void;
  /** The code stopped working meanwhile (expired, or a newer one was sent): back to step 2. */
  onCodeRejected: (error: FormError) => void;
}

const FIELD_ORDER = ['password', 'password_confirmation'] as const;

/** Step 3: the new password twice; the server checks the code again and spends it. */
export function PasswordStep({ email, code, resetId, onDone, onCodeRejected }: PasswordStepProps) {
  const { t, i18n } = useLingui();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { formRef, alertRef, pending, error, submit } = useFormSubmit<FormError>(FIELD_ORDER, formErrorOf);
  const min = PASSWORD_MIN_LENGTH;

  const check = (): FormError | null => {
    const passwordError = newPasswordMessage(password);
    if (passwordError) return { code: 'validation_failed', fields: { password: passwordError }, retryAfterSeconds: null };
    if (password !== confirmation) {
      return { code: 'validation_failed', fields: { password_confirmation: 'password_confirmation_mismatch' }, retryAfterSeconds: null };
    }
    return null;
  };
  const send = async () => {
    try {
      const answer = await resetPassword({ email, otp: code, reset_id: resetId, password, password_confirmation: confirmation });
      onDone(answer.user);
    } catch (caught) {
      const rejected = formErrorOf(caught);
      // The code died meanwhile: back to step 2, which shows why.
      if (rejected.code === INVALID_OTP_CODE) onCodeRejected(rejected);
      else throw caught;
    }
  };

  const fieldError = (name: (typeof FIELD_ORDER)[number]) => {
    const key = error?.fields[name];
    return key ? messageText(i18n, key) : null;
  };
  const hasFieldErrors = FIELD_ORDER.some((name) => error?.fields[name]);
  return (
    <form
      ref={formRef}
      className={formStyles.form}
      noValidate
      aria-busy={pending}
      onSubmit={(event) => submit(event, { check, send })}
      aria-label={t`Đặt mật khẩu mới`}
    >
      {/* A hidden username lets password managers store the new password for the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {error && !hasFieldErrors && <FormAlert ref={alertRef}>{errorText(i18n, error)}</FormAlert>}
      <TextField
        name="password"
        type="password"
        label={<Trans>Mật khẩu mới</Trans>}
        hint={<Trans>Ít nhất {min} ký tự.</Trans>}
        autoComplete="new-password"
        required
        value={password}
        error={fieldError('password')}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        name="password_confirmation"
        type="password"
        label={<Trans>Nhập lại mật khẩu mới</Trans>}
        autoComplete="new-password"
        required
        value={confirmation}
        error={fieldError('password_confirmation')}
        onChange={(event) => setConfirmation(event.target.value)}
      />
      <SubmitButton pending={pending} pendingLabel={t`Đang lưu…`}>
        <Trans>Đặt mật khẩu mới</Trans>
      </SubmitButton>
    </form>
  );
}
