import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { emailMessage } from '#shared/accounts/credentials.ts';
import { requestCode } from './reset-api.ts';
import { ResetAlert, ResetField, ResetSubmit } from './reset-field.tsx';
import { errorText, messageText, resetErrorOf, type ResetError } from './reset-messages.ts';
import styles from './password-reset.module.css';

/** Step 1: the account's e-mail; the code goes there (spec §7 POST /otp-create/password). */
export function EmailStep({ initialEmail, onSent }: { initialEmail: string; onSent: (email: string, expiresAt: string) => void }) {
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState(initialEmail);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ResetError | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const local = emailMessage(email);
    if (local) {
      setError({ code: 'validation_failed', fields: { email: local }, retryMinutes: null });
      inputRef.current?.focus();
      return;
    }
    setPending(true);
    setError(null);
    try {
      const answer = await requestCode({ email: email.trim() });
      onSent(email.trim(), answer.expires_at);
    } catch (caught) {
      const next = resetErrorOf(caught);
      setError(next);
      if (next.fields.email) inputRef.current?.focus();
      else queueMicrotask(() => alertRef.current?.focus());
    } finally {
      setPending(false);
    }
  }

  const fieldError = error?.fields.email ? messageText(i18n, error.fields.email) : null;
  return (
    <form className={styles.form} noValidate aria-busy={pending} onSubmit={submit} aria-label={t`Nhận mã đặt lại mật khẩu`}>
      <p className={styles.lead}>
        <Trans>Nhập e-mail của tài khoản. Chúng tôi sẽ gửi đến đó một mã gồm 6 chữ số để bạn đặt mật khẩu mới.</Trans>
      </p>
      {error && !error.fields.email && <ResetAlert ref={alertRef}>{errorText(i18n, error)}</ResetAlert>}
      <ResetField
        ref={inputRef}
        name="email"
        type="email"
        label={<Trans>E-mail</Trans>}
        autoComplete="username"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={email}
        error={fieldError}
        onChange={(event) => setEmail(event.target.value)}
      />
      <ResetSubmit pending={pending} pendingLabel={t`Đang gửi mã…`}>
        <Trans>Gửi mã xác nhận</Trans>
      </ResetSubmit>
    </form>
  );
}
