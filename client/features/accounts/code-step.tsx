import { Trans, useLingui } from '@lingui/react/macro';
import { maskEmail } from '#shared/accounts/otp.ts';
import type { FormError } from '../../ui/form/form-error.ts';
import { CodeEntryForm } from '../../ui/otp/code-entry-form.tsx';
import { checkCode, requestCode, type CodeSent } from './reset-api.ts';
import { errorText } from './reset-messages.ts';
import link from '../../ui/link-button.module.css';
import styles from './password-reset.module.css';

export interface CodeStepProps {
  email: string;
  sent: CodeSent;
  /** A refusal carried over from step 3 (the code died meanwhile). */
  initialError: FormError | null;
  onResent: (sent: CodeSent) => void;
  onVerified: (code: string) => void;
  onChangeEmail: () => void;
}

/** Step 2, the one-time-code screen (spec §2, §4, §5): the masked e-mail above the shared code form. */
export function CodeStep({ email, sent, initialError, onResent, onVerified, onChangeEmail }: CodeStepProps) {
  const { t, i18n } = useLingui();
  const masked = maskEmail(email);
  return (
    <CodeEntryForm
      ariaLabel={t`Nhập mã xác nhận`}
      expiresAt={sent.expiresAt}
      initialError={initialError}
      submitLabel={<Trans>Xác nhận mã</Trans>}
      pendingLabel={t`Đang kiểm tra…`}
      errorText={(error) => errorText(i18n, error)}
      onSubmit={async (code) => {
        await checkCode({ email, otp: code, reset_id: sent.resetId });
        onVerified(code);
      }}
      onResend={async () => {
        const answer = await requestCode({ email, resend: true, reset_id: sent.resetId });
        onResent({ expiresAt: answer.expires_at, resetId: answer.reset_id });
      }}
      lead={
        <p className={styles.lead}>
          <Trans>
            Nếu <strong className={styles.maskedEmail}>{masked}</strong> có tài khoản, chúng tôi đã gửi đến đó một mã gồm 6 chữ số.
          </Trans>{' '}
          <button type="button" className={`${link.linkButton} ${link.small}`} onClick={onChangeEmail}>
            <Trans>Đổi e-mail</Trans>
          </button>
        </p>
      }
    />
  );
}
