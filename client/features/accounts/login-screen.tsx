import { Trans, useLingui } from '@lingui/react/macro';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import styles from './auth-screen.module.css';
import { LoginForm } from './login-form.tsx';
import { SigningInStatus } from './signing-in-status.tsx';
import { useLeaveWhenSignedIn } from './use-leave-when-signed-in.ts';

// The page follows the session (useLeaveWhenSignedIn), so the form has nothing more to do.
const stayPut = () => {};

/** `/login[?return_url=/path][&error=social_failed]` (spec §2). */
export function LoginScreen({ returnUrl, errorCode }: { returnUrl?: string | undefined; errorCode?: string | undefined }) {
  const { t } = useLingui();
  usePageMeta({ title: t`Đăng nhập`, canonical: '/login' });
  const leaving = useLeaveWhenSignedIn(returnUrl);
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-labelledby="login-title">
        <header className={styles.header}>
          <h1 id="login-title" className={styles.title}>
            <Trans>Đăng nhập</Trans>
          </h1>
          <p className={styles.lead}>
            <Trans>Đăng nhập để đặt hàng, theo dõi đơn hàng và đơn PCB của bạn.</Trans>
          </p>
        </header>
        {leaving ? (
          <SigningInStatus />
        ) : (
          <LoginForm returnUrl={returnUrl} onSuccess={stayPut} initialErrorCode={errorCode === 'social_failed' ? errorCode : undefined} />
        )}
      </section>
    </div>
  );
}
