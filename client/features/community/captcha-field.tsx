import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { CAPTCHA_LENGTH } from '#shared/community/rules.ts';
import { cx } from '../../ui/class-names.ts';
import { fetchCaptcha } from './community-api.ts';
import styles from './comments.module.css';

export interface CaptchaValue {
  key: string | null;
  answer: string;
}

interface CaptchaFieldProps {
  value: CaptchaValue;
  onChange: (value: CaptchaValue) => void;
  /** Bumped by the form to draw a new picture (after a send: every captcha is single-use). */
  drawCount: number;
  error: string | null;
  id: string;
}

/**
 * The captcha of a comment (spec §5 "captcha of 5 generated characters (refreshable) must match
 * typed text"): the server's picture, a button that draws another, and the box to type it in.
 * The error sits under it (spec §5 "a captcha error shows under the captcha").
 */
export function CaptchaField({ value, onChange, drawCount, error, id }: CaptchaFieldProps) {
  const { t } = useLingui();
  const [picture, setPicture] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const draw = useCallback(() => {
    setFailed(false);
    fetchCaptcha().then(
      (answer) => {
        setPicture(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(answer.captcha)}`);
        onChange({ key: answer.captcha_key, answer: '' });
      },
      () => setFailed(true),
    );
    // onChange is the form's setter; a new picture only when asked.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => draw(), [draw, drawCount]);

  const errorId = `${id}-error`;
  return (
    <div className={styles.captcha}>
      <label htmlFor={id} className={styles.captchaLabel}>
        <Trans>Mã xác nhận</Trans>
      </label>
      <div className={styles.captchaRow}>
        {picture ? (
          <img className={styles.captchaPicture} src={picture} width={150} height={50} alt={t`Mã xác nhận gồm ${CAPTCHA_LENGTH} ký tự`} />
        ) : (
          <span className={cx(styles.captchaPicture, styles.captchaEmpty)}>{failed ? <Trans>Không tải được mã</Trans> : <Trans>Đang tải…</Trans>}</span>
        )}
        <button type="button" className={styles.ghostButton} onClick={draw}>
          <Trans>Đổi mã khác</Trans>
        </button>
        <input
          id={id}
          className={styles.captchaInput}
          value={value.answer}
          maxLength={CAPTCHA_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange({ key: value.key, answer: event.target.value })}
        />
      </div>
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
