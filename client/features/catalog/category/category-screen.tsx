import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { formatCount } from '../../../i18n/format-count.ts';
import { localizedName } from '../../../i18n/localized-name.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ProductCount } from '../../../ui/product-count.tsx';
import { Thumb } from '../../../ui/thumb.tsx';
import { useDocumentTitle } from '../../../ui/use-page-meta.ts';
import { ProductCard } from '../product-card.tsx';
import { CategoryBreadcrumb } from './category-breadcrumb.tsx';
import styles from './category-screen.module.css';
import type { CategoryPageData } from './load-category-page.ts';

/**
 * A category page (spec §2 /product/{slug}): breadcrumb, title, subcategories with their counts
 * and the category's showcase products. Filters and pagination come with the full listing.
 */
export function CategoryScreen({ data }: { data: CategoryPageData }) {
  const locale = useLocale();
  const subcategoriesId = useId();
  const productsId = useId();
  const { category, trail, subcategories, products } = data;
  const name = localizedName(category, locale);
  const shown = formatCount(products.length, locale);
  const total = formatCount(category.number_product, locale);
  useDocumentTitle(name);

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

      <section aria-labelledby={productsId} className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 id={productsId} className={styles.sectionTitle}>
            <Trans>Sản phẩm tiêu biểu</Trans>
          </h2>
          {products.length > 0 && (
            <p className={styles.note}>
              <Trans>
                Đang hiển thị {shown} trên {total} sản phẩm
              </Trans>
            </p>
          )}
        </div>
        {products.length > 0 ? (
          <ul role="list" className={styles.grid}>
            {products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        ) : (
          <div className={styles.empty}>
            <p>
              <Trans>Danh mục này chưa có sản phẩm.</Trans>
            </p>
            <Link to="/">
              <Trans>Về trang chủ</Trans>
            </Link>
          </div>
        )}
      </section>
    </div>
  );
}
