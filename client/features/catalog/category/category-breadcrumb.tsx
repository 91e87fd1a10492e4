import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { CategoryRow } from '#shared/catalog/schemas.ts';
import { localizedName } from '../../../i18n/localized-name.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import styles from './category-breadcrumb.module.css';

/** Home › ancestors › this category (the last is the current page, not a link). */
export function CategoryBreadcrumb({ trail }: { trail: CategoryRow[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <nav aria-label={t`Đường dẫn`} className={styles.breadcrumb}>
      <ol className={styles.list}>
        <li>
          <Link to="/">
            <Trans>Trang chủ</Trans>
          </Link>
        </li>
        {trail.map((row, index) =>
          index === trail.length - 1 ? (
            <li key={row.id} aria-current="page">
              {localizedName(row, locale)}
            </li>
          ) : (
            <li key={row.id}>
              <Link to="/product/$slug" params={{ slug: row.slug }}>
                {localizedName(row, locale)}
              </Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
