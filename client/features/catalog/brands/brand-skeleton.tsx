import { Trans } from '@lingui/react/macro';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { ProductTableSkeleton } from '../listing/product-table-skeleton.tsx';
import styles from './brand-index-skeleton.module.css';

/** A brand page while its header loads. */
export function BrandSkeleton() {
  return (
    <div className={`container ${styles.page}`} aria-busy="true">
      <p className="visually-hidden" role="status">
        <Trans>Đang tải thương hiệu…</Trans>
      </p>
      <Skeleton className={styles.crumb} />
      <Skeleton className={styles.title} />
      <ProductTableSkeleton count={6} />
    </div>
  );
}
