import { Trans } from '@lingui/react/macro';
import { Skeleton } from '../ui/skeleton.tsx';
import styles from './shell-skeleton.module.css';

/** First paint while the menu and shop settings load: the header and page shapes, no spinner. */
export function ShellSkeleton() {
  return (
    <div aria-busy="true">
      <p className="visually-hidden" role="status">
        <Trans>Đang tải…</Trans>
      </p>
      <div className={styles.topBar}>
        <div className={`container ${styles.topInner}`}>
          <Skeleton className={styles.logo} />
          <Skeleton className={styles.search} />
          <Skeleton className={styles.actions} />
        </div>
      </div>
      <div className={styles.navBar} />
      <div className={`container ${styles.body}`}>
        <Skeleton className={styles.hero} />
        <Skeleton className={styles.heading} />
        <div className={styles.row}>
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className={styles.card} />
          ))}
        </div>
      </div>
    </div>
  );
}
