import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { CategoryRow } from '#shared/catalog/schemas.ts';
import { localizedName } from '../../../i18n/localized-name.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import styles from './product-breadcrumb.module.css';

/** Home › the category chain (root first) › this product (the current page, not a link). */
export function ProductBreadcrumb({ categories, productName }: { categories: readonly CategoryRow[]; productName: string }) {
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
        {categories.map((category) => (
          <li key={category.id}>
            <Link to="/product/$slug" params={{ slug: category.slug }}>
              {localizedName(category, locale)}
            </Link>
          </li>
        ))}
        <li aria-current="page" className={styles.current}>
          {productName}
        </li>
      </ol>
    </nav>
  );
}
