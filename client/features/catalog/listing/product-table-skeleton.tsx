import { Skeleton } from '../../../ui/skeleton.tsx';
import styles from './product-table-skeleton.module.css';

/** The list view's shape while the first page loads. */
export function ProductTableSkeleton({ count }: { count: number }) {
  return (
    <div className={styles.box} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.row}>
          <Skeleton className={styles.image} />
          <div className={styles.lines}>
            <Skeleton className={styles.name} />
            <Skeleton className={styles.codes} />
          </div>
          <Skeleton className={styles.price} />
        </div>
      ))}
    </div>
  );
}
