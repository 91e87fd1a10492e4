import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import styles from './auth-screen.module.css';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import { logOut } from './log-out.ts';

/**
 * `/logout` (spec §2): signs this browser out (POST /logout), then opens the home page, its data
 * loaded again as a guest. The local cart, history and drafts belong to the browser, not to the
 * account (spec §6: the guest cart lives in browser storage), so nothing local is cleared.
 */
export function LogoutScreen() {
  const { t } = useLingui();
  usePageMeta({ title: t`Đăng xuất` });
  const router = useRouter();
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    logOut().then(
      async () => {
        if (!current) return;
        await router.navigate({ to: '/', replace: true });
        await router.invalidate();
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [attempt, router]);

  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-labelledby="logout-title">
        <h1 id="logout-title" className={`${styles.title} ${styles.header}`}>
          <Trans>Đăng xuất</Trans>
        </h1>
        {failed ? (
          <>
            <FormAlert>
              <Trans>Chưa đăng xuất được. Kiểm tra kết nối mạng rồi thử lại.</Trans>
            </FormAlert>
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.retry}
                onClick={() => {
                  setFailed(false);
                  setAttempt((count) => count + 1);
                }}
              >
                <Trans>Thử lại</Trans>
              </button>
              <Link to="/">
                <Trans>Về trang chủ</Trans>
              </Link>
            </div>
          </>
        ) : (
          <p className={styles.status} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            <Trans>Đang đăng xuất…</Trans>
          </p>
        )}
      </section>
    </div>
  );
}
