import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { newPasswordMessage, PASSWORD_MIN_LENGTH } from '#shared/accounts/credentials.ts';
import { INVALID_OTP_CODE } from '#shared/accounts/otp.ts';
import type { SessionUser } from '#shared/accounts/schemas.ts';
import { resetPassword } from './reset-api.ts';
import { ResetAlert, ResetField, ResetSubmit } from './reset-field.tsx';
import { errorText, messageText, resetErrorOf, type ResetError } from './reset-messages.ts';
import styles from './password-reset.module.css';

export interface PasswordStepProps {
  email: string;
  code: string;
  onDone: (user: SessionUser) => void;
  /** The code stopped working meanwhile (expired, or a newer one was sent): back to step 2. */
  onCodeRejected: (error: ResetError) => void;
}

const FIELD_ORDER = ['password', 'password_confirmation'] as const;

/** Step 3: the new password twice; the server checks the code again and spends it. */
export function PasswordStep({ email, code, onDone, onCodeRejected }: PasswordStepProps) {
  const { t, i18n } = useLingui();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ResetError | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const min = PASSWORD_MIN_LENGTH;

  function fail(next: ResetError) {
    setError(next);
    queueMicrotask(() => {
      const field = FIELD_ORDER.find((name) => next.fields[name]);
      const input = field ? formRef.current?.elements.namedItem(field) : null;
      if (input instanceof HTMLInputElement) input.focus();
      else alertRef.current?.focus();
    });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const passwordError = newPasswordMessage(password);
    if (passwordError) return fail({ code: 'validation_failed', fields: { password: passwordError }, retryMinutes: null });
    if (password !== confirmation) {
      return fail({ code: 'validation_failed', fields: { password_confirmation: 'password_confirmation_mismatch' }, retryMinutes: null });
    }
    setPending(true);
    setError(null);
    try {
      const answer = await resetPassword({ email, otp: code, password, password_confirmation: confirmation });
      onDone(answer.user);
    } catch (caught) {
      const next = resetErrorOf(caught);
      if (next.code === INVALID_OTP_CODE) onCodeRejected(next);
      else fail(next);
    } finally {
      setPending(false);
    }
  }

  const fieldError = (name: (typeof FIELD_ORDER)[number]) => {
    const key = error?.fields[name];
    return key ? messageText(i18n, key) : null;
  };
  const hasFieldErrors = FIELD_ORDER.some((name) => error?.fields[name]);
  return (
    <form ref={formRef} className={styles.form} noValidate aria-busy={pending} onSubmit={submit} aria-label={t`Đặt mật khẩu mới`}>
      {/* A hidden username lets password managers store the new password for the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {error && !hasFieldErrors && <ResetAlert ref={alertRef}>{errorText(i18n, error)}</ResetAlert>}
      <ResetField
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
      <ResetField
        name="password_confirmation"
        type="password"
        label={<Trans>Nhập lại mật khẩu mới</Trans>}
        autoComplete="new-password"
        required
        value={confirmation}
        error={fieldError('password_confirmation')}
        onChange={(event) => setConfirmation(event.target.value)}
      />
      <ResetSubmit pending={pending} pendingLabel={t`Đang lưu…`}>
        <Trans>Đặt mật khẩu mới</Trans>
      </ResetSubmit>
    </form>
  );
}
