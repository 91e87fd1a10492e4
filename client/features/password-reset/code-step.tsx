import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { formatCountdown, INVALID_OTP_CODE, maskEmail } from '#shared/accounts/otp.ts';
import formStyles from '../../ui/form/form.module.css';
import { SubmitButton } from '../../ui/form/submit-button.tsx';
import { EMPTY_DIGITS, isFilled, type OtpDigits } from './otp-entry.ts';
import { OtpBoxes } from './otp-boxes.tsx';
import { checkCode, requestCode } from './reset-api.ts';
import { formErrorOf, type FormError } from '../../ui/form/form-error.ts';
import { errorText } from './reset-messages.ts';
import { useCountdown } from './use-countdown.ts';
import styles from './password-reset.module.css';

export interface CodeStepProps {
  email: string;
  expiresAt: string;
  /** A refusal carried over from step 3 (the code died meanwhile). */
  initialError: FormError | null;
  onResent: (expiresAt: string) => void;
  onVerified: (code: string) => void;
  onChangeEmail: () => void;
}

const invalidCode: FormError = { code: INVALID_OTP_CODE, fields: {}, retryAfterSeconds: null };

/**
 * Step 2, the one-time-code screen (spec §2, §4, §5): six boxes, the masked e-mail, a m:ss
 * countdown to expires_at, a resend link that stays inactive until zero (then the code "expires"
 * and the link works, restarting the countdown), and a submit enabled only when all six are filled.
 */
export function CodeStep({ email, expiresAt, initialError, onResent, onVerified, onChangeEmail }: CodeStepProps) {
  const { t, i18n } = useLingui();
  const labelId = useId();
  const errorId = useId();
  const [digits, setDigits] = useState<OtpDigits>(EMPTY_DIGITS);
  const [error, setError] = useState<FormError | null>(initialError);
  const [pending, setPending] = useState(false);
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  const [focusFirst, setFocusFirst] = useState(1);
  const secondsLeft = useCountdown(expiresAt);
  const expired = secondsLeft === 0;
  const filled = isFilled(digits);

  function refuse(next: FormError) {
    setError(next);
    setDigits(EMPTY_DIGITS);
    setFocusFirst((value) => value + 1);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || !filled) return;
    setPending(true);
    setError(null);
    const code = digits.join('');
    try {
      await checkCode({ email, otp: code });
      onVerified(code);
    } catch (caught) {
      refuse(formErrorOf(caught));
    } finally {
      setPending(false);
    }
  }

  async function resend() {
    if (!expired || resending) return;
    setResending(true);
    setError(null);
    try {
      const answer = await requestCode({ email, resend: true });
      onResent(answer.expires_at);
      setResent(true);
      setDigits(EMPTY_DIGITS);
      setFocusFirst((value) => value + 1);
    } catch (caught) {
      setError(formErrorOf(caught));
    } finally {
      setResending(false);
    }
  }

  const masked = maskEmail(email);
  const countdown = formatCountdown(secondsLeft);
  return (
    <form className={formStyles.form} noValidate aria-busy={pending} onSubmit={submit} aria-label={t`Nhập mã xác nhận`}>
      <p className={styles.lead}>
        <Trans>
          Nếu <strong className={styles.maskedEmail}>{masked}</strong> có tài khoản, chúng tôi đã gửi đến đó một mã gồm 6 chữ số.
        </Trans>{' '}
        <button type="button" className={styles.linkButton} onClick={onChangeEmail}>
          <Trans>Đổi e-mail</Trans>
        </button>
      </p>
      <div className={formStyles.field}>
        <span id={labelId} className={formStyles.label}>
          <Trans>Mã xác nhận</Trans>
        </span>
        <OtpBoxes
          digits={digits}
          labelledBy={labelId}
          describedBy={error ? errorId : undefined}
          invalid={error?.code === INVALID_OTP_CODE}
          focusFirstSignal={focusFirst}
          onChange={(next) => {
            setDigits(next);
            if (error?.code === INVALID_OTP_CODE) setError(null);
          }}
          onInvalidPaste={() => setError(invalidCode)}
        />
        {error && (
          <p id={errorId} role="alert" className={formStyles.fieldError}>
            {errorText(i18n, error)}
          </p>
        )}
      </div>
      <div className={styles.countdownRow}>
        {expired ? (
          <p className={styles.expired}>
            <Trans>Mã đã hết hạn.</Trans>
          </p>
        ) : (
          <p className={styles.countdown}>
            <Trans>
              Mã hết hạn sau <time className={styles.clock} dateTime={`PT${secondsLeft}S`}>{countdown}</time>
            </Trans>
          </p>
        )}
        <button type="button" className={styles.linkButton} disabled={!expired || resending} onClick={() => void resend()}>
          {resending ? <Trans>Đang gửi lại…</Trans> : <Trans>Gửi lại mã</Trans>}
        </button>
      </div>
      {resent && !expired && (
        <p className={styles.notice} role="status">
          <Trans>Đã gửi mã mới. Mã cũ không còn dùng được.</Trans>
        </p>
      )}
      <SubmitButton pending={pending} pendingLabel={t`Đang kiểm tra…`} disabled={!filled}>
        <Trans>Xác nhận mã</Trans>
      </SubmitButton>
    </form>
  );
}
