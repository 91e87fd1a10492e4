import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { PASSWORD_MIN_LENGTH, registrationMessages } from '#shared/accounts/credentials.ts';
import type { RegisterBody } from '#shared/accounts/schemas.ts';
import formStyles from '../../ui/form/form.module.css';
import styles from './auth-form.module.css';
import { fieldMessageText, formMessageText } from './auth-messages.ts';
import { EmailField } from '../../ui/form/email-field.tsx';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import { formErrorOf, localFormError, type FormError } from '../../ui/form/form-error.ts';
import { PasswordField } from './password-field.tsx';
import { startRegistration } from './register-api.ts';
import { safeReturnUrl } from './safe-return-url.ts';
import { SocialSignIn } from './social-sign-in.tsx';
import { SubmitButton } from '../../ui/form/submit-button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';

const FIELD_ORDER = ['fullname', 'email', 'password', 'password_confirmation'] as const;
type Field = (typeof FIELD_ORDER)[number];
export type RegisterValues = Record<Field, string>;

export const EMPTY_REGISTER_VALUES: RegisterValues = { fullname: '', email: '', password: '', password_confirmation: '' };

/** What the code step needs once the server has mailed the code. */
export interface RegistrationStarted {
  registrationId: string;
  expiresAt: string;
  email: string;
}

interface RegisterFormProps {
  /** Sent along and kept for the "log in instead" and social links. */
  returnUrl?: string | undefined;
  /** What the form shows first (the values of an earlier try, after "change e-mail"). */
  initialValues: RegisterValues;
  /** Called once the code is on its way, with the values to keep. */
  onStarted: (started: RegistrationStarted, values: RegisterValues) => void;
}

/**
 * Registration, step 1 (fullname, e-mail, password and its confirmation). The shared
 * rules run first, so most mistakes show without a round trip; the server checks them again. The
 * answer never says whether the e-mail has an account: the next step asks for
 * the code from the e-mail either way.
 */
export function RegisterForm({ returnUrl, initialValues, onStarted }: RegisterFormProps) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<RegisterValues>(initialValues);
  const { formRef, alertRef, pending, error, submit } = useFormSubmit<FormError>(FIELD_ORDER, formErrorOf);
  const safeReturn = safeReturnUrl(returnUrl);

  const send = async () => {
    const body: RegisterBody = { ...values, ...(safeReturn ? { return_url: safeReturn } : {}) };
    const answer = await startRegistration(body);
    onStarted({ registrationId: answer.registration_id, expiresAt: answer.expires_at, email: values.email.trim() }, values);
  };

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: error?.fields[name] ? fieldMessageText(i18n, error.fields[name]) : null,
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const min = PASSWORD_MIN_LENGTH;
  return (
    <div className={styles.panel}>
      <form
        ref={formRef}
        className={formStyles.form}
        noValidate
        aria-label={t`Tạo tài khoản`}
        aria-busy={pending}
        onSubmit={(event) => submit(event, { check: () => localFormError(registrationMessages(values)), send })}
      >
        {error && <FormAlert ref={alertRef}>{formMessageText(i18n, error)}</FormAlert>}
        <TextField {...field('fullname')} label={<Trans>Họ và tên</Trans>} autoComplete="name" required />
        <EmailField {...field('email')} autoComplete="email" required />
        <PasswordField
          {...field('password')}
          label={<Trans>Mật khẩu</Trans>}
          autoComplete="new-password"
          required
          minLength={min}
          hint={<Trans>Ít nhất {min} ký tự.</Trans>}
        />
        <PasswordField {...field('password_confirmation')} label={<Trans>Nhập lại mật khẩu</Trans>} autoComplete="new-password" required />
        <SubmitButton pending={pending} pendingLabel={t`Đang gửi mã xác nhận…`}>
          <Trans>Đăng ký</Trans>
        </SubmitButton>
      </form>
      <SocialSignIn returnUrl={safeReturn} />
      <p className={styles.switch}>
        <Trans>Đã có tài khoản?</Trans>{' '}
        <Link to="/login" search={safeReturn ? { return_url: safeReturn } : {}}>
          <Trans>Đăng nhập</Trans>
        </Link>
      </p>
    </div>
  );
}
