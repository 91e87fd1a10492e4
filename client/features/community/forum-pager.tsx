import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import styles from './forum.module.css';

interface ForumPagerProps {
  page: number;
  lastPage: number;
  /** The topic's slug; none for the topic list. */
  slug?: string;
}

/** Previous / "page N/M" / next under a forum list; page 1 has no `page` parameter. */
export function ForumPager({ page, lastPage, slug }: ForumPagerProps) {
  const { t } = useLingui();
  if (lastPage <= 1) return null;
  const search = (target: number) => (target > 1 ? { page: target } : {});
  const link = (target: number, label: React.ReactNode) =>
    slug ? (
      <Link to="/forums/$slug" params={{ slug }} search={search(target)} className={styles.pagerLink}>
        {label}
      </Link>
    ) : (
      <Link to="/forums" search={search(target)} className={styles.pagerLink}>
        {label}
      </Link>
    );
  return (
    <nav className={styles.pager} aria-label={t`Phân trang`}>
      {page > 1 ? link(page - 1, <Trans>Trang trước</Trans>) : <span />}
      <span>
        <Trans>
          Trang {page}/{lastPage}
        </Trans>
      </span>
      {page < lastPage ? link(page + 1, <Trans>Trang sau</Trans>) : <span />}
    </nav>
  );
}
