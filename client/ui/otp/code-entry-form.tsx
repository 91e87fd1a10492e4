import { Trans } from '@lingui/react/macro';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { formatCountdown, INVALID_OTP_CODE } from '#shared/accounts/otp.ts';
import formStyles from '../form/form.module.css';
import { formErrorOf, type FormError } from '../form/form-error.ts';
import { SubmitButton } from '../form/submit-button.tsx';
import { OtpBoxes } from './otp-boxes.tsx';
import { EMPTY_DIGITS, isFilled, type OtpDigits } from './otp-entry.ts';
import link from '../link-button.module.css';
import styles from './otp.module.css';
import { useCountdown } from './use-countdown.ts';

export interface CodeEntryFormProps {
  /** Where the code went, above the boxes. */
  lead: ReactNode;
  ariaLabel: string;
  /** When the current code stops working (ISO); the countdown reads it. */
  expiresAt: string;
  initialError?: FormError | null;
  submitLabel: ReactNode;
  pendingLabel: string;
  /** The feature's words for a refusal. */
  errorText: (error: FormError) => string;
  /** Sends the six digits; rejects (an ApiError) to refuse them. */
  onSubmit: (code: string) => Promise<void>;
  /** Asks for a new code; the caller passes its expiry back as `expiresAt`. */
  onResend: () => Promise<void>;
}

const invalidCode: FormError = { code: INVALID_OTP_CODE, fields: {}, retryAfterSeconds: null };

/**
 * The one-time-code screen (spec §2, §4, §5) for the password reset and the registration:
 * six boxes, a m:ss countdown to `expiresAt`, a resend link that stays inactive until zero (then
 * the code "expires" and the link works, restarting the countdown), and a submit enabled only when
 * all six are filled. A refused code clears the boxes and puts focus back on the first.
 */
export function CodeEntryForm({ lead, ariaLabel, expiresAt, initialError = null, submitLabel, pendingLabel, errorText, onSubmit, onResend }: CodeEntryFormProps) {
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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || !filled) return;
    setPending(true);
    setError(null);
    try {
      await onSubmit(digits.join(''));
    } catch (caught) {
      setError(formErrorOf(caught));
      setDigits(EMPTY_DIGITS);
      setFocusFirst((value) => value + 1);
    } finally {
      setPending(false);
    }
  }

  async function resend() {
    if (!expired || resending) return;
    setResending(true);
    setError(null);
    try {
      await onResend();
      setResent(true);
      setDigits(EMPTY_DIGITS);
      setFocusFirst((value) => value + 1);
    } catch (caught) {
      setError(formErrorOf(caught));
    } finally {
      setResending(false);
    }
  }

  const countdown = formatCountdown(secondsLeft);
  return (
    <form className={formStyles.form} noValidate aria-busy={pending} onSubmit={submit} aria-label={ariaLabel}>
      {lead}
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
            {errorText(error)}
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
        <button type="button" className={`${link.linkButton} ${link.small}`} disabled={!expired || resending} onClick={() => void resend()}>
          {resending ? <Trans>Đang gửi lại…</Trans> : <Trans>Gửi lại mã</Trans>}
        </button>
      </div>
      {resent && !expired && (
        <p className={styles.notice} role="status">
          <Trans>Đã gửi mã mới. Mã cũ không còn dùng được.</Trans>
        </p>
      )}
      <SubmitButton pending={pending} pendingLabel={pendingLabel} disabled={!filled}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
