import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { setSessionUser } from '../../session/session-store.ts';
import formStyles from '../../ui/form/form.module.css';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import { CodeStep } from './code-step.tsx';
import { EmailStep } from './email-step.tsx';
import { PasswordStep } from './password-step.tsx';
import type { CodeSent } from './reset-api.ts';
import type { FormError } from '../../ui/form/form-error.ts';
import styles from './password-reset.module.css';

type Step =
  | { name: 'email' }
  | { name: 'code'; email: string; sent: CodeSent; error: FormError | null }
  | { name: 'password'; email: string; code: string; sent: CodeSent }
  | { name: 'done' };

const STEP_NUMBER = { email: 1, code: 2, password: 3, done: 3 } as const;

/**
 * `/forgot-password` (spec §2): e-mail → six-digit code → new password. Success signs this
 * browser in (the server ended every other session) and says so.
 */
export function ForgotPasswordScreen() {
  const { t } = useLingui();
  usePageMeta({ title: t`Quên mật khẩu`, canonical: '/forgot-password' });
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [email, setEmail] = useState('');
  const titleRef = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  useEffect(() => {
    // Each new step is announced by moving focus to its title (not on arrival).
    if (first.current) {
      first.current = false;
      return;
    }
    titleRef.current?.focus();
  }, [step.name]);

  const titles = {
    email: <Trans>Quên mật khẩu</Trans>,
    code: <Trans>Nhập mã xác nhận</Trans>,
    password: <Trans>Đặt mật khẩu mới</Trans>,
    done: <Trans>Đã đặt mật khẩu mới</Trans>,
  };
  const number = STEP_NUMBER[step.name];

  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-labelledby="reset-title">
        <header className={styles.header}>
          {step.name !== 'done' && (
            <p className={styles.stepCount}>
              <Trans>Bước {number}/3</Trans>
            </p>
          )}
          <h1 id="reset-title" ref={titleRef} tabIndex={-1} className={styles.title}>
            {titles[step.name]}
          </h1>
        </header>
        {step.name === 'email' && (
          <EmailStep
            initialEmail={email}
            onSent={(sentTo, sent) => {
              setEmail(sentTo);
              setStep({ name: 'code', email: sentTo, sent, error: null });
            }}
          />
        )}
        {step.name === 'code' && (
          <CodeStep
            key={step.email}
            email={step.email}
            sent={step.sent}
            initialError={step.error}
            onResent={(sent) => setStep({ ...step, sent, error: null })}
            onVerified={(code) => setStep({ name: 'password', email: step.email, code, sent: step.sent })}
            onChangeEmail={() => setStep({ name: 'email' })}
          />
        )}
        {step.name === 'password' && (
          <PasswordStep
            email={step.email}
            code={step.code}
            resetId={step.sent.resetId}
            onDone={(user) => {
              setSessionUser(user);
              setStep({ name: 'done' });
            }}
            onCodeRejected={(error) => setStep({ name: 'code', email: step.email, sent: step.sent, error })}
          />
        )}
        {step.name === 'done' && (
          <div className={formStyles.form} role="status">
            <p className={styles.success}>
              <Trans>Mật khẩu của bạn đã được đổi và bạn đã được đăng nhập. Các thiết bị khác đã được đăng xuất.</Trans>
            </p>
            <Link to="/" className={formStyles.submit}>
              <Trans>Tiếp tục mua sắm</Trans>
            </Link>
          </div>
        )}
        {step.name !== 'done' && (
          <p className={styles.switch}>
            <Trans>Nhớ ra mật khẩu?</Trans>{' '}
            <Link to="/login">
              <Trans>Đăng nhập</Trans>
            </Link>
          </p>
        )}
      </section>
    </div>
  );
}
