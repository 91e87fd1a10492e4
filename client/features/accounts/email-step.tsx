import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { emailMessage } from '#shared/accounts/credentials.ts';
import { EmailField } from '../../ui/form/email-field.tsx';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import formStyles from '../../ui/form/form.module.css';
import { SubmitButton } from '../../ui/form/submit-button.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import { requestCode, type CodeSent } from './reset-api.ts';
import { formErrorOf, type FormError } from '../../ui/form/form-error.ts';
import { errorText, messageText } from './reset-messages.ts';
import styles from './password-reset.module.css';

const FIELD_ORDER = ['email'] as const;

/** Step 1: the account's e-mail; the code goes there (spec §7 POST /otp-create/password). */
export function EmailStep({ initialEmail, onSent }: { initialEmail: string; onSent: (email: string, sent: CodeSent) => void }) {
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState(initialEmail);
  const { formRef, alertRef, pending, error, submit } = useFormSubmit<FormError>(FIELD_ORDER, formErrorOf);

  const check = (): FormError | null => {
    const local = emailMessage(email);
    return local ? { code: 'validation_failed', fields: { email: local }, retryAfterSeconds: null } : null;
  };
  const send = async () => {
    const answer = await requestCode({ email: email.trim() });
    onSent(email.trim(), { expiresAt: answer.expires_at, resetId: answer.reset_id });
  };

  const fieldError = error?.fields.email ? messageText(i18n, error.fields.email) : null;
  return (
    <form
      ref={formRef}
      className={formStyles.form}
      noValidate
      aria-busy={pending}
      onSubmit={(event) => submit(event, { check, send })}
      aria-label={t`Nhận mã đặt lại mật khẩu`}
    >
      <p className={styles.lead}>
        <Trans>Nhập e-mail của tài khoản. Chúng tôi sẽ gửi đến đó một mã gồm 6 chữ số để bạn đặt mật khẩu mới.</Trans>
      </p>
      {error && !error.fields.email && <FormAlert ref={alertRef}>{errorText(i18n, error)}</FormAlert>}
      <EmailField
        autoComplete="username"
        required
        value={email}
        error={fieldError}
        onChange={(event) => setEmail(event.target.value)}
      />
      <SubmitButton pending={pending} pendingLabel={t`Đang gửi mã…`}>
        <Trans>Gửi mã xác nhận</Trans>
      </SubmitButton>
    </form>
  );
}
