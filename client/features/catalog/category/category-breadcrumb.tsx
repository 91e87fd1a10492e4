import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { CategoryRow } from '#shared/catalog/schemas.ts';
import { localizedName } from '../../../i18n/localized-name.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import styles from './category-breadcrumb.module.css';

/**
 * Home › category chain (root first) › the current page. Without `current`, the last category is
 * the current page (a category page); with it, every category is a link and `current` (a
 * product's name, kept on one line) ends the trail.
 */
export function CategoryBreadcrumb({ trail, current }: { trail: readonly CategoryRow[]; current?: string }) {
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
          index === trail.length - 1 && current === undefined ? (
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
        {current !== undefined && (
          <li aria-current="page" className={styles.current}>
            {current}
          </li>
        )}
      </ol>
    </nav>
  );
}
