import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import styles from './admin-content.module.css';

/** The back office's content sections beside the orders (staff side of /tin-tuc and /lien-he). */
export function AdminContentTabs({ current }: { current: 'news' | 'contact' | 'community' }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Mục quản trị`} className={styles.tabs}>
      <Link to="/admin" className={styles.tab} activeOptions={{ exact: true, includeSearch: false }}>
        <Trans>Đơn hàng</Trans>
      </Link>
      <Link to="/admin/news" className={styles.tab} aria-current={current === 'news' ? 'page' : undefined}>
        <Trans>Tin tức</Trans>
      </Link>
      <Link to="/admin/contact-messages" className={styles.tab} aria-current={current === 'contact' ? 'page' : undefined}>
        <Trans>Tin nhắn liên hệ</Trans>
      </Link>
      <Link to="/admin/community" className={styles.tab} aria-current={current === 'community' ? 'page' : undefined}>
        <Trans>Kiểm duyệt</Trans>
      </Link>
    </nav>
  );
}
