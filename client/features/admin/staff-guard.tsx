import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { currentPath, loginHref } from '../../session/login-href.ts';
import { useSession } from '../../session/use-session.ts';
import { useDocumentTitle } from '../../ui/use-page-meta.ts';
import { isStaffRole } from './staff-role.ts';
import styles from './staff-guard.module.css';
import mutedText from '../../ui/muted-text.module.css';
import pageStyles from '../../ui/page.module.css';
import adminButtons from './admin-buttons.module.css';

/**
 * The back office opens for staff and admins only. The server authorises every admin
 * call anyway; this only spares others a screen of refusals: guests get a login link that comes
 * back here, customers a plain 403.
 */
export function StaffGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') {
    return (
      <div className={`container ${pageStyles.page}`}>
        <p className={mutedText.muted} role="status">
          <Trans>Đang tải…</Trans>
        </p>
      </div>
    );
  }
  if (session.status === 'guest') return <SignInPrompt />;
  if (!isStaffRole(session.user.role)) return <Forbidden />;
  return <>{children}</>;
}

function SignInPrompt() {
  const { t } = useLingui();
  useDocumentTitle(t`Quản trị`);
  return (
    <div className={`container ${pageStyles.page}`}>
      <div className={styles.gate}>
        <h1 className={pageStyles.title}>
          <Trans>Quản trị</Trans>
        </h1>
        <p>
          <Trans>Vui lòng đăng nhập bằng tài khoản nhân viên để vào trang quản trị.</Trans>
        </p>
        <a href={loginHref(currentPath())} className={adminButtons.primaryButton}>
          <Trans>Đăng nhập</Trans>
        </a>
      </div>
    </div>
  );
}

function Forbidden() {
  const { t } = useLingui();
  useDocumentTitle(t`Không có quyền truy cập`);
  return (
    <div className={`container ${pageStyles.page}`}>
      <div className={styles.gate}>
        <p className={styles.gateCode} aria-hidden="true">
          403
        </p>
        <h1 className={pageStyles.title}>
          <Trans>Không có quyền truy cập</Trans>
        </h1>
        <p>
          <Trans>Trang quản trị chỉ dành cho nhân viên cửa hàng. Tài khoản của bạn không có quyền này.</Trans>
        </p>
        <Link to="/" className={adminButtons.secondaryButton}>
          <Trans>Về trang chủ</Trans>
        </Link>
      </div>
    </div>
  );
}
