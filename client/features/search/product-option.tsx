import { Trans } from '@lingui/react/macro';
import type { SuggestionProduct } from '#shared/catalog/schemas.ts';
import { formatCount } from '../../i18n/format-count.ts';
import { localizedName } from '../../i18n/localized-name.ts';
import { unitLabel } from '../../i18n/unit-label.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { usePrice } from '../../money/use-price.ts';
import { cx } from '../../ui/class-names.ts';
import { Thumb } from '../../ui/thumb.tsx';
import { HighlightedText } from './highlighted-text.tsx';
import styles from './product-option.module.css';

/** A product suggestion: picture, name, MPN/SKU, maker, price per unit and stock (spec §3). */
export function ProductOption({ product, query }: { product: SuggestionProduct; query: string }) {
  const formatPrice = usePrice();
  const locale = useLocale();
  const inStock = product.inventory > 0;
  const count = formatCount(product.inventory, locale);
  return (
    <>
      <Thumb imageId={product.image_id} size={44} alt="" eager className={styles.thumb} />
      <span className={styles.productMain}>
        <span className={styles.productName}>
          <HighlightedText text={localizedName(product, locale)} query={query} />
        </span>
        <span className={styles.productMeta}>
          {product.mpn && (
            <span className={styles.code}>
              <HighlightedText text={product.mpn} query={query} />
            </span>
          )}
          {product.sku && (
            <span className={styles.code}>
              <HighlightedText text={product.sku} query={query} />
            </span>
          )}
          {product.supplier_name && (
            <span>
              <HighlightedText text={product.supplier_name} query={query} />
            </span>
          )}
        </span>
      </span>
      <span className={styles.productSide}>
        <span className={styles.price}>
          {formatPrice(product.price)}
          <span className={styles.unit}> / {unitLabel(product.unit, locale)}</span>
        </span>
        <span className={cx(styles.stock, inStock ? styles.inStock : styles.outOfStock)}>
          {inStock ? <Trans>Còn {count}</Trans> : <Trans>Hết hàng</Trans>}
        </span>
      </span>
    </>
  );
}
