import { Trans } from '@lingui/react/macro';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { ProductCardSkeleton } from '../product-card-skeleton.tsx';
import screenStyles from './category-screen.module.css';
import styles from './category-skeleton.module.css';

/** The category page's shape while it loads (shown only for loads slower than the pending delay). */
export function CategorySkeleton() {
  return (
    <div className={`container ${screenStyles.page}`} aria-busy="true">
      <p className="visually-hidden" role="status">
        <Trans>Đang tải danh mục…</Trans>
      </p>
      <Skeleton className={styles.crumb} />
      <div className={screenStyles.header}>
        <Skeleton className={styles.thumb} />
        <div className={styles.titleBox}>
          <Skeleton className={styles.title} />
          <Skeleton className={styles.subtitle} />
        </div>
      </div>
      <div className={screenStyles.section}>
        <ul role="list" className={screenStyles.tiles} aria-hidden="true">
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index}>
              <Skeleton className={styles.tile} />
            </li>
          ))}
        </ul>
      </div>
      <div className={screenStyles.section}>
        <ul role="list" className={screenStyles.grid} aria-hidden="true">
          {Array.from({ length: 10 }, (_, index) => (
            <li key={index}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
