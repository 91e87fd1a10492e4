import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '#shared/accounts/otp.ts';
import { cx } from '../class-names.ts';
import { backspace, enterValue, focusAfterKey, pasteInto, type OtpDigits, type OtpEntry } from './otp-entry.ts';
import styles from './otp.module.css';

export interface OtpBoxesProps {
  digits: OtpDigits;
  onChange: (digits: OtpDigits) => void;
  /** A paste that is not exactly six digits (spec §5: alert invalid_otp_code). */
  onInvalidPaste: () => void;
  /** id of the text describing the boxes (label, error). */
  describedBy?: string | undefined;
  labelledBy: string;
  invalid: boolean;
  /** Bump to move focus to the first box (after a refusal or a resend). */
  focusFirstSignal: number;
}

/**
 * Six single-digit boxes (spec §2): typing moves on, Backspace goes back, arrows/Home/End move,
 * a paste of exactly six digits fills them all. The first box offers the phone's one-time-code
 * autofill, which types the whole code into it.
 */
export function OtpBoxes({ digits, onChange, onInvalidPaste, describedBy, labelledBy, invalid, focusFirstSignal }: OtpBoxesProps) {
  const { t } = useLingui();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  useEffect(() => {
    if (focusFirstSignal > 0) boxes.current[0]?.focus();
  }, [focusFirstSignal]);

  function apply(entry: OtpEntry) {
    onChange(entry.digits);
    const box = boxes.current[entry.focus];
    box?.focus();
    box?.select();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>, index: number) {
    if (event.key === 'Backspace') {
      event.preventDefault();
      apply(backspace(digits, index));
      return;
    }
    const focus = focusAfterKey(event.key, index);
    if (focus !== null) {
      event.preventDefault();
      boxes.current[focus]?.focus();
      boxes.current[focus]?.select();
    }
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const result = pasteInto(event.clipboardData.getData('text'));
    if ('error' in result) onInvalidPaste();
    else apply(result);
  }

  return (
    <div className={styles.otpBoxes} role="group" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      {Array.from({ length: OTP_LENGTH }, (_, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className={cx(styles.otpBox, invalid && styles.invalid)}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t`Chữ số ${index + 1} trên ${OTP_LENGTH}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          value={digits[index] ?? ''}
          onFocus={(event) => event.target.select()}
          onChange={(event) => apply(enterValue(digits, index, event.target.value))}
          onKeyDown={(event) => onKeyDown(event, index)}
          onPaste={onPaste}
        />
      ))}
    </div>
  );
}
