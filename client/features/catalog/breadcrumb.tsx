import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import styles from './breadcrumb.module.css';

/** Home › …: the trail every catalogue page starts with; `children` are the further `<li>` items. */
export function Breadcrumb({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Đường dẫn`} className={styles.breadcrumb}>
      <ol className={styles.list}>
        <li>
          <Link to="/">
            <Trans>Trang chủ</Trans>
          </Link>
        </li>
        {children}
      </ol>
    </nav>
  );
}

/** The trail's last item, the page itself; `long` keeps a long name (a part's) on one line. */
export function CurrentCrumb({ children, long = false }: { children: ReactNode; long?: boolean }) {
  return (
    <li aria-current="page" className={long ? styles.current : undefined}>
      {children}
    </li>
  );
}
