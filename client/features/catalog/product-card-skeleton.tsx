import { Skeleton } from '../../ui/skeleton.tsx';
import cardStyles from './product-card.module.css';
import styles from './product-card-skeleton.module.css';

/** A product card's shape while its data loads (same box, so nothing moves when it arrives). */
export function ProductCardSkeleton() {
  return (
    <div className={cardStyles.card} aria-hidden="true">
      <div className={cardStyles.media}>
        <Skeleton className={styles.image} />
      </div>
      <div className={cardStyles.body}>
        <Skeleton className={styles.line} />
        <Skeleton className={styles.shortLine} />
        <Skeleton className={styles.price} />
        <Skeleton className={styles.badge} />
      </div>
    </div>
  );
}
