import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import styles from './simple-pager.module.css';

/** The paged lists that link by `?page=N` (page 1 has no parameter). */
export type PagedRoute = '/orders' | '/notifications' | '/user/favorites' | '/tin-tuc' | '/admin/news' | '/admin/contact-messages';

interface SimplePagerProps {
  to: PagedRoute;
  page: number;
  lastPage: number;
  /** The nav's accessible name, e.g. "order pages". */
  label: string;
  /** The screen's own look for the two links and the "page N/M" text. */
  linkClassName: string | undefined;
  textClassName: string | undefined;
}

/** "Newer · page N/M · older" under a newest-first list; nothing when it all fits on one page. */
export function SimplePager({ to, page, lastPage, label, linkClassName, textClassName }: SimplePagerProps) {
  if (lastPage <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      {page > 1 ? (
        <Link to={to} search={page - 1 > 1 ? { page: page - 1 } : {}} className={linkClassName}>
          <Trans>Mới hơn</Trans>
        </Link>
      ) : (
        <span />
      )}
      <span className={textClassName}>
        <Trans>
          Trang {page}/{lastPage}
        </Trans>
      </span>
      {page < lastPage ? (
        <Link to={to} search={{ page: page + 1 }} className={linkClassName}>
          <Trans>Cũ hơn</Trans>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
