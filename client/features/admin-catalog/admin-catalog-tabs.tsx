import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import styles from './admin-catalog.module.css';

/** The back office's sections, the products one current (the orders list holds the full set). */
export function AdminCatalogTabs() {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Mục quản trị`} className={styles.tabs}>
      <Link to="/admin" className={styles.tab} activeOptions={{ exact: true, includeSearch: false }}>
        <Trans>Đơn hàng</Trans>
      </Link>
      <Link to="/admin/products" className={styles.tab} activeProps={{ 'aria-current': 'page' }} activeOptions={{ includeSearch: false }}>
        <Trans>Sản phẩm</Trans>
      </Link>
      <Link to="/admin/news" className={styles.tab}>
        <Trans>Tin tức</Trans>
      </Link>
    </nav>
  );
}
