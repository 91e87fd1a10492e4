import { Trans } from '@lingui/react/macro';
import { Skeleton } from '../../../ui/skeleton.tsx';
import screenStyles from './product-screen.module.css';
import styles from './product-skeleton.module.css';

/** The product page's shape while it loads (shown only for loads slower than the pending delay). */
export function ProductSkeleton() {
  return (
    <div className={`container ${screenStyles.page}`} aria-busy="true">
      <p className="visually-hidden" role="status">
        <Trans>Đang tải sản phẩm…</Trans>
      </p>
      <Skeleton className={styles.crumb} />
      <div className={screenStyles.top}>
        <Skeleton className={styles.image} />
        <div className={styles.lines}>
          <Skeleton className={styles.title} />
          <Skeleton className={styles.titleShort} />
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className={styles.line} />
          ))}
        </div>
        <Skeleton className={styles.buy} />
      </div>
    </div>
  );
}
