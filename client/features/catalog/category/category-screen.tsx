import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { formatCount } from '../../../i18n/format-count.ts';
import { localizedName } from '../../../i18n/localized-name.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ProductCount } from '../../../ui/product-count.tsx';
import { Thumb } from '../../../ui/thumb.tsx';
import { usePageMeta } from '../../../ui/use-page-meta.ts';
import { ListingScreen } from '../listing/listing-screen.tsx';
import type { ListingSearch } from '../listing/listing-search.ts';
import { CategorySidebar } from '../sidebar/category-sidebar.tsx';
import { CategoryBreadcrumb } from './category-breadcrumb.tsx';
import styles from './category-screen.module.css';
import type { CategoryPageData } from './load-category-page.ts';

/**
 * A category page (spec §2 /product/{slug}): breadcrumb, title, subcategories with their counts,
 * then the full listing with the left category menu, filters, sort and pagination.
 */
export function CategoryScreen({ data, search }: { data: CategoryPageData; search: ListingSearch }) {
  const { t } = useLingui();
  const locale = useLocale();
  const subcategoriesId = useId();
  const { category, trail, subcategories, sidebar } = data;
  const name = localizedName(category, locale);
  const total = formatCount(category.number_product, locale);
  const path = `/product/${category.slug}`;
  // Filters, sort and page stay out of the canonical URL: one indexable page per category.
  usePageMeta({
    title: name,
    description: t`${name}: ${total} sản phẩm với thông số, tồn kho và giá, lọc theo thông số kỹ thuật và hãng sản xuất.`,
    canonical: path,
  });

  return (
    <div className={`container ${styles.page}`}>
      <CategoryBreadcrumb trail={trail} />
      <header className={styles.header}>
        <Thumb imageId={category.image_id} size={56} alt="" className={styles.thumb} eager />
        <div>
          <h1 className={styles.title}>{name}</h1>
          <p className={styles.subtitle}>
            <Trans>{total} sản phẩm</Trans>
          </p>
        </div>
      </header>

      {subcategories.length > 0 && (
        <section aria-labelledby={subcategoriesId} className={styles.section}>
          <h2 id={subcategoriesId} className={styles.sectionTitle}>
            <Trans>Danh mục con</Trans>
          </h2>
          <ul role="list" className={styles.tiles}>
            {subcategories.map((child) => (
              <li key={child.id}>
                <Link to="/product/$slug" params={{ slug: child.slug }} className={styles.tile}>
                  <Thumb imageId={child.image_id} size={40} alt="" className={styles.tileThumb} />
                  <span className={styles.tileName}>{localizedName(child, locale)}</span>
                  <ProductCount className={styles.tileCount} count={child.number_product} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <ListingScreen
        key={category.id}
        scope={{ kind: 'category', categoryId: category.id }}
        search={search}
        path={path}
        sidebar={<CategorySidebar model={sidebar} />}
        heading={(_total, target) => (
          <h2 {...target} className={styles.sectionTitle}>
            <Trans>Sản phẩm</Trans>
          </h2>
        )}
        emptyMessage={
          <>
            <p>
              <Trans>Danh mục này chưa có sản phẩm.</Trans>
            </p>
            <Link to="/">
              <Trans>Về trang chủ</Trans>
            </Link>
          </>
        }
      />
    </div>
  );
}
