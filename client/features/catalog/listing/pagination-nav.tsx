import { Trans, useLingui } from '@lingui/react/macro';
import { adjacentPages, pageItems, type PageItem } from '#shared/catalog/pagination.ts';
import { formatCount } from '../../../i18n/format-count.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { cx } from '../../../ui/class-names.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../ui/icons.tsx';
import { ListingLink } from './listing-link.tsx';
import styles from './pagination-nav.module.css';

interface PaginationNavProps {
  page: number;
  lastPage: number;
  hrefFor: (page: number) => string;
}

/** Phones show one neighbour each side; the bar with spec §9's step 3 would not fit 390 px. */
const NARROW_STEP = 1;

/**
 * Spec §2 pagination: neighbours of the current page, first and last with ellipses, previous and
 * next arrows. Every entry is a link (works without JavaScript, opens in a new tab).
 */
export function PaginationNav({ page, lastPage, hrefFor }: PaginationNavProps) {
  const { t } = useLingui();
  if (lastPage <= 1) return null;
  const { previous, next } = adjacentPages(page, lastPage);

  return (
    <nav className={styles.nav} aria-label={t`Phân trang`}>
      {previous === null ? (
        <span className={cx(styles.arrow, styles.inactive)} aria-hidden="true">
          <ChevronLeftIcon size={18} />
        </span>
      ) : (
        <ListingLink href={hrefFor(previous)} className={styles.arrow} rel="prev" aria-label={t`Trang trước`}>
          <ChevronLeftIcon size={18} />
        </ListingLink>
      )}
      <PageList items={pageItems(page, lastPage)} hrefFor={hrefFor} className={styles.wide} />
      <PageList items={pageItems(page, lastPage, NARROW_STEP)} hrefFor={hrefFor} className={styles.narrow} />
      {next === null ? (
        <span className={cx(styles.arrow, styles.inactive)} aria-hidden="true">
          <ChevronRightIcon size={18} />
        </span>
      ) : (
        <ListingLink href={hrefFor(next)} className={styles.arrow} rel="next" aria-label={t`Trang sau`}>
          <ChevronRightIcon size={18} />
        </ListingLink>
      )}
    </nav>
  );
}

function PageList({ items, hrefFor, className }: { items: PageItem[]; hrefFor: (page: number) => string; className: string | undefined }) {
  const locale = useLocale();
  return (
    <ol className={cx(styles.pages, className)}>
      {items.map((item) =>
        item.kind === 'gap' ? (
          <li key={`gap-${item.before}`} className={styles.gap} aria-hidden="true">
            …
          </li>
        ) : (
          <li key={item.page}>
            <ListingLink
              href={hrefFor(item.page)}
              className={cx(styles.page, item.current && styles.current)}
              aria-current={item.current ? 'page' : undefined}
            >
              <span className="visually-hidden">
                <Trans>Trang</Trans>{' '}
              </span>
              {formatCount(item.page, locale)}
            </ListingLink>
          </li>
        ),
      )}
    </ol>
  );
}
