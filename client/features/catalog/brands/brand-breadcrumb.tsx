import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import styles from '../category/category-breadcrumb.module.css';

/** Home › Brands [› this brand]; the last entry is the current page. */
export function BrandBreadcrumb({ brandName }: { brandName?: string }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Đường dẫn`} className={styles.breadcrumb}>
      <ol className={styles.list}>
        <li>
          <Link to="/">
            <Trans>Trang chủ</Trans>
          </Link>
        </li>
        {brandName === undefined ? (
          <li aria-current="page">
            <Trans>Thương hiệu</Trans>
          </li>
        ) : (
          <>
            <li>
              <Link to="/thuong-hieu">
                <Trans>Thương hiệu</Trans>
              </Link>
            </li>
            <li aria-current="page">{brandName}</li>
          </>
        )}
      </ol>
    </nav>
  );
}
