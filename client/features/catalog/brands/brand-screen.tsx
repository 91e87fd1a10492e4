import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { formatCount } from '../../../i18n/format-count.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { usePageMeta } from '../../../ui/use-page-meta.ts';
import { ListingScreen } from '../listing/listing-screen.tsx';
import type { ListingSearch } from '../listing/listing-search.ts';
import { BrandBreadcrumb } from './brand-breadcrumb.tsx';
import styles from './brand-screen.module.css';
import type { BrandDetail } from './load-brand-page.ts';

interface BrandScreenProps {
  brand: BrandDetail;
  search: ListingSearch;
  /** The page's own path: `/suppliers/{slug}` or `/thuong-hieu/{slug}` (links stay on it). */
  path: string;
}

/**
 * A brand page (spec §2 /suppliers/{slug}; /thuong-hieu/{slug} is the cart's link to it): the
 * listing screen scoped to the supplier. The canonical URL is always /suppliers/{slug}.
 */
export function BrandScreen({ brand, search, path }: BrandScreenProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const name = brand.name;
  const total = formatCount(brand.pCount, locale);
  usePageMeta({
    title: t`${name} — linh kiện chính hãng`,
    description: t`${total} sản phẩm của ${name}: thông số, tồn kho và giá, lọc theo thông số kỹ thuật.`,
    canonical: `/suppliers/${brand.slug}`,
  });

  return (
    <div className={`container ${styles.page}`}>
      <BrandBreadcrumb brandName={name} />
      <header className={styles.header}>
        <span className={styles.mark} aria-hidden="true">
          {name.trim().charAt(0).toUpperCase()}
        </span>
        <div>
          <p className={styles.kicker}>
            <Trans>Hãng sản xuất</Trans>
          </p>
          <h1 className={styles.title}>{name}</h1>
          <p className={styles.subtitle}>
            <Trans>{total} sản phẩm</Trans>
            {' · '}
            <Link to="/thuong-hieu">
              <Trans>Tất cả thương hiệu</Trans>
            </Link>
          </p>
        </div>
      </header>
      <ListingScreen
        key={brand.id}
        scope={{ kind: 'supplier', supplierId: brand.id }}
        search={search}
        path={path}
        heading={(_total, target) => (
          <h2 {...target} className={styles.sectionTitle}>
            <Trans>Sản phẩm của {name}</Trans>
          </h2>
        )}
        emptyMessage={
          <p>
            <Trans>Thương hiệu này chưa có sản phẩm.</Trans>
          </p>
        }
      />
    </div>
  );
}
