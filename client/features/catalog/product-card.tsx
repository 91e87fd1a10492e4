import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ProductCard as ProductCardData } from '#shared/catalog/schemas.ts';
import { formatCount } from '../../i18n/format-count.ts';
import { localizedName } from '../../i18n/localized-name.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { usePrice } from '../../money/use-price.ts';
import { Thumb } from '../../ui/thumb.tsx';
import styles from './product-card.module.css';
import { tagLabel } from './tag-label.ts';
import { unitLabel } from '../../i18n/unit-label.ts';

/** The product page URL (spec §2 /products/{slug}). */
export function productHref(slug: string): string {
  return `/products/${encodeURIComponent(slug)}`;
}

/**
 * A product in rows and grids: image, name, supplier, price per unit in the storefront currency,
 * stock and minimum order (spec §3 Product). The whole card is one link. `eagerImage` for cards
 * above the fold (the first of a listing), which should not wait for lazy loading; `priorityImage`
 * for the first of them, the page's largest paint on a phone (fetched before other pictures).
 */
export function ProductCard({ product, eagerImage = false, priorityImage = false }: { product: ProductCardData; eagerImage?: boolean; priorityImage?: boolean }) {
  const locale = useLocale();
  const price = usePrice();
  const inStock = product.inventory > 0;
  const stock = formatCount(product.inventory, locale);
  const minimum = formatCount(product.multiples, locale);
  const unit = unitLabel(product.unit, locale);
  const name = localizedName(product, locale);

  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <Thumb imageId={product.image_id} size={300} alt={name} className={styles.image} eager={eagerImage} priority={priorityImage} />
        {product.product_tag_name && <span className={styles.tag}>{tagLabel(product.product_tag_name, locale)}</span>}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link to="/products/$slug" params={{ slug: product.slug }} className={styles.link} title={name}>
            {name}
          </Link>
        </h3>
        {product.supplier_name && <p className={styles.supplier}>{product.supplier_name}</p>}
        <p className={styles.price}>
          <span className={styles.amount}>{price(product.price)}</span>
          <span className={styles.unit}> / {unit}</span>
        </p>
        <p className={styles.meta}>
          {inStock ? (
            <span className={styles.inStock}>
              <Trans>Còn hàng: {stock}</Trans>
            </span>
          ) : (
            <span className={styles.outOfStock}>
              <Trans>Hết hàng</Trans>
            </span>
          )}
          {product.multiples > 1 && (
            <span className={styles.minimum}>
              <Trans>Tối thiểu: {minimum}</Trans>
            </span>
          )}
        </p>
      </div>
    </article>
  );
}
