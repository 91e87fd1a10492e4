import { Trans, useLingui } from '@lingui/react/macro';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import styles from './auth-screen.module.css';
import { RegisterForm } from './register-form.tsx';
import { SigningInStatus } from './signing-in-status.tsx';
import { useLeaveWhenSignedIn } from './use-leave-when-signed-in.ts';

// The page follows the session (useLeaveWhenSignedIn), so the form has nothing more to do.
const stayPut = () => {};

/** `/register[?return_url=/path]` (spec §2): a new account is signed in and sent on. */
export function RegisterScreen({ returnUrl }: { returnUrl?: string | undefined }) {
  const { t } = useLingui();
  usePageMeta({ title: t`Đăng ký tài khoản`, canonical: '/register' });
  const leaving = useLeaveWhenSignedIn(returnUrl);
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-labelledby="register-title">
        <header className={styles.header}>
          <h1 id="register-title" className={styles.title}>
            <Trans>Đăng ký tài khoản</Trans>
          </h1>
          <p className={styles.lead}>
            <Trans>Tạo tài khoản để lưu địa chỉ giao hàng, đặt hàng nhanh hơn và nhận thông báo về đơn hàng.</Trans>
          </p>
        </header>
        {leaving ? <SigningInStatus /> : <RegisterForm returnUrl={returnUrl} onSuccess={stayPut} />}
      </section>
    </div>
  );
}
