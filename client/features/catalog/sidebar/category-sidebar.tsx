import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { localizedName } from '../../../i18n/localized-name.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { cx } from '../../../ui/class-names.ts';
import { ChevronLeftIcon } from '../../../ui/icons.tsx';
import { ProductCount } from '../../../ui/product-count.tsx';
import type { CategorySidebarModel } from './category-path.ts';
import styles from './category-sidebar.module.css';

/**
 * The left category menu on category pages (spec §2 dynamic areas): the current category among
 * its siblings, with counts, the current one marked (`aria-current`) and its children under it.
 */
export function CategorySidebar({ model }: { model: CategorySidebarModel }) {
  const { t } = useLingui();
  const locale = useLocale();
  const headingId = useId();
  if (model.entries.length === 0) return null;

  return (
    <nav className={styles.box} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {model.parent ? (
          <Link to="/product/$slug" params={{ slug: model.parent.slug }} className={styles.up} title={t`Lên danh mục cha`}>
            <ChevronLeftIcon size={16} />
            <span>{localizedName(model.parent, locale)}</span>
          </Link>
        ) : (
          <Link to="/" className={styles.up}>
            <ChevronLeftIcon size={16} />
            <span>
              <Trans>Tất cả danh mục</Trans>
            </span>
          </Link>
        )}
      </h2>
      <ul className={styles.list}>
        {model.entries.map((entry) => (
          <li key={entry.category.id}>
            <Link
              to="/product/$slug"
              params={{ slug: entry.category.slug }}
              className={cx(styles.link, entry.current && styles.current)}
              aria-current={entry.current ? 'page' : undefined}
            >
              <span className={styles.name}>{localizedName(entry.category, locale)}</span>
              <ProductCount className={styles.count} count={entry.category.number_product} />
            </Link>
            {entry.children.length > 0 && (
              <ul className={styles.children}>
                {entry.children.map((child) => (
                  <li key={child.id}>
                    <Link to="/product/$slug" params={{ slug: child.slug }} className={cx(styles.link, styles.child)}>
                      <span className={styles.name}>{localizedName(child, locale)}</span>
                      <ProductCount className={styles.count} count={child.number_product} />
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
