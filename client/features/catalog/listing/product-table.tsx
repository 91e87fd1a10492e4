import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ProductListItem } from '#shared/catalog/schemas.ts';
import { formatCount } from '../../../i18n/format-count.ts';
import { localizedName } from '../../../i18n/localized-name.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { usePrice } from '../../../money/use-price.ts';
import { Thumb } from '../../../ui/thumb.tsx';
import { unitLabel } from '../../../i18n/unit-label.ts';
import styles from './product-table.module.css';

/** Rows above the fold load their pictures at once; the rest lazily. */
const EAGER_ROWS = 4;

/**
 * The list view (spec §2 `view_ga`): one dense row per part an engineer scans and compares —
 * picture, name with description, MPN and SKU, manufacturer, package, stock, unit price.
 * A real table on wide screens; stacked rows on phones.
 */
export function ProductTable({ products, caption }: { products: ProductListItem[]; caption: string }) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.imageHead}>
            <span className="visually-hidden">
              <Trans>Ảnh</Trans>
            </span>
          </th>
          <th scope="col">
            <Trans>Sản phẩm</Trans>
          </th>
          <th scope="col" className={styles.supplierHead}>
            <Trans>Hãng sản xuất</Trans>
          </th>
          <th scope="col" className={styles.packageHead}>
            <Trans>Kiểu chân</Trans>
          </th>
          <th scope="col" className={styles.numberHead}>
            <Trans>Tồn kho</Trans>
          </th>
          <th scope="col" className={styles.numberHead}>
            <Trans>Đơn giá</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {products.map((product, index) => (
          <ProductTableRow key={product.id} product={product} eager={index < EAGER_ROWS} />
        ))}
      </tbody>
    </table>
  );
}

function ProductTableRow({ product, eager }: { product: ProductListItem; eager: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const price = usePrice();
  const stock = formatCount(product.inventory, locale);
  const minimum = formatCount(product.multiples, locale);
  const unit = unitLabel(product.unit, locale);
  const name = localizedName(product, locale);

  return (
    <tr className={styles.row}>
      <td className={styles.imageCell}>
        <Link to="/products/$slug" params={{ slug: product.slug }} tabIndex={-1} aria-hidden="true">
          <Thumb imageId={product.image_id} size={56} alt="" className={styles.thumb} eager={eager} />
        </Link>
      </td>
      <td className={styles.productCell}>
        <Link to="/products/$slug" params={{ slug: product.slug }} className={styles.name} title={name}>
          {name}
        </Link>
        {product.description && product.description !== name && <p className={styles.description}>{product.description}</p>}
        <p className={styles.codes}>
          {product.mpn && (
            <span>
              <abbr title={t`Mã nhà sản xuất`}>MPN</abbr> <span className={styles.code}>{product.mpn}</span>
            </span>
          )}
          {product.sku && (
            <span>
              SKU <span className={styles.code}>{product.sku}</span>
            </span>
          )}
        </p>
      </td>
      <td className={styles.supplierCell}>
        {product.supplier_name ? (
          product.supplier_slug ? (
            <Link to="/suppliers/$slug" params={{ slug: product.supplier_slug }} className={styles.supplier}>
              {product.supplier_name}
            </Link>
          ) : (
            product.supplier_name
          )
        ) : (
          <span className={styles.none}>—</span>
        )}
      </td>
      <td className={styles.packageCell}>
        {product.package ? <span className={styles.package}>{product.package}</span> : <span className={styles.none}>—</span>}
      </td>
      <td className={styles.stockCell}>
        {product.inventory > 0 ? (
          <span className={styles.inStock}>
            <span className={styles.mobileLabel}>
              <Trans>Còn hàng:</Trans>{' '}
            </span>
            {stock}
          </span>
        ) : (
          <span className={styles.outOfStock}>
            <Trans>Hết hàng</Trans>
          </span>
        )}
      </td>
      <td className={styles.priceCell}>
        <span className={styles.amount}>{price(product.price)}</span>
        <span className={styles.unit}> / {unit}</span>
        {product.multiples > 1 && (
          <span className={styles.minimum}>
            <Trans>Tối thiểu: {minimum}</Trans>
          </span>
        )}
      </td>
    </tr>
  );
}
