import { Trans, useLingui } from '@lingui/react/macro';
import { maskEmail } from '#shared/accounts/otp.ts';
import { setSessionUser } from '../../session/session-store.ts';
import { CodeEntryForm } from '../../ui/otp/code-entry-form.tsx';
import { formMessageText } from './auth-messages.ts';
import { confirmRegistration, resendRegistrationCode } from './register-api.ts';
import type { RegistrationStarted } from './register-form.tsx';
import linkStyles from '../../ui/link-button.module.css';
import styles from './auth-screen.module.css';

interface RegisterCodeStepProps {
  started: RegistrationStarted;
  onResent: (expiresAt: string) => void;
  onChangeEmail: () => void;
  /** Called once the account exists and this browser is signed in to it. */
  onSuccess: () => void;
}

/**
 * Registration, step 2: the six-digit code from the e-mail creates the account
 * and signs in. The page says the same thing for every address; the e-mail to an address that
 * already has an account tells its owner how to sign in instead, so the lead says so for everyone.
 */
export function RegisterCodeStep({ started, onResent, onChangeEmail, onSuccess }: RegisterCodeStepProps) {
  const { t, i18n } = useLingui();
  const masked = maskEmail(started.email);
  return (
    <CodeEntryForm
      ariaLabel={t`Nhập mã xác nhận`}
      expiresAt={started.expiresAt}
      submitLabel={<Trans>Tạo tài khoản</Trans>}
      pendingLabel={t`Đang tạo tài khoản…`}
      errorText={(error) => formMessageText(i18n, error)}
      onSubmit={async (code) => {
        const answer = await confirmRegistration({ registration_id: started.registrationId, otp: code });
        setSessionUser(answer.user);
        onSuccess();
      }}
      onResend={async () => onResent((await resendRegistrationCode(started.registrationId)).expires_at)}
      lead={
        <div className={styles.codeLead}>
          <p>
            <Trans>
              Chúng tôi đã gửi thư đến <strong className={styles.maskedEmail}>{masked}</strong>. Nhập mã gồm 6 chữ số trong thư để tạo tài
              khoản.
            </Trans>
          </p>
          <p>
            <Trans>Nếu e-mail này đã có tài khoản, thư sẽ hướng dẫn bạn đăng nhập hoặc đặt lại mật khẩu.</Trans>{' '}
            <button type="button" className={linkStyles.linkButton} onClick={onChangeEmail}>
              <Trans>Đổi e-mail</Trans>
            </button>
          </p>
        </div>
      }
    />
  );
}
