import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import styles from './auth-screen.module.css';
import { RegisterCodeStep } from './register-code-step.tsx';
import { EMPTY_REGISTER_VALUES, RegisterForm, type RegisterValues, type RegistrationStarted } from './register-form.tsx';
import { SigningInStatus } from './signing-in-status.tsx';
import { useLeaveWhenSignedIn } from './use-leave-when-signed-in.ts';

// The page follows the session (useLeaveWhenSignedIn), so the form has nothing more to do.
const stayPut = () => {};

/**
 * `/register[?return_url=/path]` (spec §2): the form, then the code from the e-mail; the new account is signed in and sent on.
 */
export function RegisterScreen({ returnUrl }: { returnUrl?: string | undefined }) {
  const { t } = useLingui();
  usePageMeta({ title: t`Đăng ký tài khoản`, canonical: '/register' });
  const leaving = useLeaveWhenSignedIn(returnUrl);
  const [values, setValues] = useState<RegisterValues>(EMPTY_REGISTER_VALUES);
  const [started, setStarted] = useState<RegistrationStarted | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const step = started ? 'code' : 'form';

  useEffect(() => {
    // A new step is announced by moving focus to its title (not on arrival).
    if (first.current) {
      first.current = false;
      return;
    }
    titleRef.current?.focus();
  }, [step]);

  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-labelledby="register-title">
        <header className={styles.header}>
          <h1 id="register-title" ref={titleRef} tabIndex={-1} className={styles.title}>
            {started ? <Trans>Xác nhận e-mail</Trans> : <Trans>Đăng ký tài khoản</Trans>}
          </h1>
          {!started && (
            <p className={styles.lead}>
              <Trans>Tạo tài khoản để lưu địa chỉ giao hàng, đặt hàng nhanh hơn và nhận thông báo về đơn hàng.</Trans>
            </p>
          )}
        </header>
        {leaving ? (
          <SigningInStatus />
        ) : started ? (
          <RegisterCodeStep
            started={started}
            onResent={(expiresAt) => setStarted({ ...started, expiresAt })}
            onChangeEmail={() => setStarted(null)}
            onSuccess={stayPut}
          />
        ) : (
          <RegisterForm
            returnUrl={returnUrl}
            initialValues={values}
            onStarted={(next, typed) => {
              setValues(typed);
              setStarted(next);
            }}
          />
        )}
      </section>
    </div>
  );
}
