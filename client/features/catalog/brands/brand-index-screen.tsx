import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useDeferredValue, useId, useState } from 'react';
import type { SupplierRow } from '#shared/catalog/schemas.ts';
import { formatCount } from '../../../i18n/format-count.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { SearchIcon } from '../../../ui/icons.tsx';
import { ProductCount } from '../../../ui/product-count.tsx';
import { usePageMeta } from '../../../ui/use-page-meta.ts';
import { BrandBreadcrumb } from './brand-breadcrumb.tsx';
import { BRAND_LETTERS, groupBrands, type BrandLetter } from './brand-groups.ts';
import styles from './brand-index-screen.module.css';

function letterAnchor(letter: BrandLetter): string {
  return letter === '#' ? 'thuong-hieu-so' : `thuong-hieu-${letter.toLowerCase()}`;
}

/**
 * /thuong-hieu (spec §2): every brand grouped A–Z with a letter index, an in-page filter box and
 * product counts; each links to its brand page.
 */
export function BrandIndexScreen({ brands }: { brands: SupplierRow[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const filterId = useId();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const groups = groupBrands(brands, deferredQuery);
  const present = new Set(groups.map((group) => group.letter));
  const shownCount = groups.reduce((sum, group) => sum + group.brands.length, 0);
  const total = formatCount(brands.length, locale);
  const shown = formatCount(shownCount, locale);
  const trimmed = deferredQuery.trim();

  usePageMeta({
    title: t`Thương hiệu linh kiện điện tử`,
    description: t`${total} thương hiệu linh kiện điện tử từ A đến Z: xem sản phẩm, tồn kho và giá theo từng hãng sản xuất.`,
    canonical: '/thuong-hieu',
  });

  return (
    <div className={`container ${styles.page}`}>
      <BrandBreadcrumb />
      <header className={styles.header}>
        <h1 className={styles.title}>
          <Trans>Thương hiệu</Trans>
        </h1>
        <p className={styles.subtitle}>
          <Trans>{total} hãng sản xuất linh kiện</Trans>
        </p>
      </header>

      <div className={styles.tools}>
        <div className={styles.filter}>
          <label htmlFor={filterId} className="visually-hidden">
            <Trans>Lọc thương hiệu theo tên</Trans>
          </label>
          <SearchIcon size={18} className={styles.filterIcon} />
          <input
            id={filterId}
            type="search"
            className={styles.filterInput}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t`Lọc thương hiệu theo tên…`}
            autoComplete="off"
          />
        </div>
        <p className={styles.count} role="status">
          {trimmed ? <Trans>{shown} thương hiệu khớp</Trans> : <Trans>{shown} thương hiệu</Trans>}
        </p>
      </div>

      <nav className={styles.letters} aria-label={t`Chữ cái đầu`}>
        <ul className={styles.letterList}>
          {BRAND_LETTERS.map((letter) => (
            <li key={letter}>
              {present.has(letter) ? (
                <a href={`#${letterAnchor(letter)}`} className={styles.letter}>
                  {letter}
                </a>
              ) : (
                <span className={styles.letterEmpty} aria-disabled="true">
                  {letter}
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>

      {groups.length === 0 ? (
        <div className={styles.empty}>
          <p>
            <Trans>Không có thương hiệu nào khớp «{trimmed}».</Trans>
          </p>
          <button type="button" className={styles.clear} onClick={() => setQuery('')}>
            <Trans>Xoá bộ lọc</Trans>
          </button>
        </div>
      ) : (
        groups.map((group) => (
          <section key={group.letter} className={styles.group} aria-labelledby={letterAnchor(group.letter)}>
            <h2 id={letterAnchor(group.letter)} className={styles.groupLetter}>
              {group.letter}
            </h2>
            <ul className={styles.brandList}>
              {group.brands.map((brand) => (
                <li key={brand.id}>
                  <Link to="/suppliers/$slug" params={{ slug: brand.slug }} className={styles.brand}>
                    <span className={styles.brandName}>{brand.name}</span>
                    <ProductCount className={styles.brandCount} count={brand.pCount} />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
