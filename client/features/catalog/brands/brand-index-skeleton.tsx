import { Trans } from '@lingui/react/macro';
import { Skeleton } from '../../../ui/skeleton.tsx';
import styles from './brand-index-skeleton.module.css';

/** /thuong-hieu while the brands load. */
export function BrandIndexSkeleton() {
  return (
    <div className={`container ${styles.page}`} aria-busy="true">
      <p className="visually-hidden" role="status">
        <Trans>Đang tải thương hiệu…</Trans>
      </p>
      <Skeleton className={styles.crumb} />
      <Skeleton className={styles.title} />
      <Skeleton className={styles.filter} />
      <div className={styles.grid}>
        {Array.from({ length: 16 }, (_, index) => (
          <Skeleton key={index} className={styles.brand} />
        ))}
      </div>
    </div>
  );
}
