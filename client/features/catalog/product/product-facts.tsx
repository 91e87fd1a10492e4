import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ProductDetail } from '#shared/catalog/schemas.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { unitLabel } from '../../../i18n/unit-label.ts';
import styles from './product-facts.module.css';

/**
 * What identifies the part for an engineer: manufacturer part number, the shop's SKU, the
 * manufacturer (linking to its brand page), the package and the selling unit; then the datasheet.
 */
export function ProductFacts({ product }: { product: ProductDetail }) {
  const locale = useLocale();
  return (
    <div className={styles.facts}>
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt>
            <Trans>Mã nhà sản xuất (MPN)</Trans>
          </dt>
          <dd className={styles.code}>{product.mpn}</dd>
        </div>
        <div className={styles.row}>
          <dt>
            <Trans>Mã sản phẩm (SKU)</Trans>
          </dt>
          <dd className={styles.code}>{product.sku}</dd>
        </div>
        {product.supplier_name && (
          <div className={styles.row}>
            <dt>
              <Trans>Nhà sản xuất</Trans>
            </dt>
            <dd>
              {product.supplier_slug ? (
                // The brand page (spec §2 /suppliers/{slug}).
                <Link to="/suppliers/$slug" params={{ slug: product.supplier_slug }}>
                  {product.supplier_name}
                </Link>
              ) : (
                product.supplier_name
              )}
            </dd>
          </div>
        )}
        {product.package && (
          <div className={styles.row}>
            <dt>
              <Trans>Kiểu chân / đóng gói</Trans>
            </dt>
            <dd>{product.package}</dd>
          </div>
        )}
        <div className={styles.row}>
          <dt>
            <Trans>Đơn vị tính</Trans>
          </dt>
          <dd>{unitLabel(product.unit, locale)}</dd>
        </div>
      </dl>
      {product.datasheet_url && (
        <a className={styles.datasheet} href={product.datasheet_url} target="_blank" rel="noopener noreferrer">
          <PdfIcon />
          <Trans>Datasheet (PDF)</Trans>
          <span className="visually-hidden">
            {' '}
            <Trans>(mở trong thẻ mới)</Trans>
          </span>
        </a>
      )}
    </div>
  );
}

function PdfIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z" />
      <path d="M14 3v5h5M9 13h6M9 17h4" />
    </svg>
  );
}
