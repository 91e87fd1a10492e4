import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import type { MenuCategory } from '#shared/catalog/schemas.ts';
import { formatCount } from '../../../i18n/format-count.ts';
import { localizedName } from '../../../i18n/localized-name.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { SearchIcon } from '../../../ui/icons.tsx';
import { usePageMeta } from '../../../ui/use-page-meta.ts';
import { Breadcrumb, CurrentCrumb } from '../breadcrumb.tsx';
import styles from './search-results-screen.module.css';
import { ListingScreen, type ResultsHeadingProps } from './listing-screen.tsx';
import { listingHref, normaliseKeyword, type SearchPageSearch } from './listing-search.ts';

const SEARCH_PATH = '/products';

/**
 * Search results (spec §2 `/products?search={keyword}`): the listing scoped by the keyword, with
 * the same filters as a category. Without a keyword: a search form and where to start, no API call.
 */
export function SearchResultsScreen({ search, categories }: { search: SearchPageSearch; categories: MenuCategory[] }) {
  const { t } = useLingui();
  const { search: keyword, ...listing } = search;
  const canonical = keyword ? listingHref(SEARCH_PATH, {}, keyword) : SEARCH_PATH;
  usePageMeta({
    title: keyword ? t`Tìm kiếm: ${keyword}` : t`Tìm kiếm linh kiện`,
    description: keyword
      ? t`Linh kiện điện tử khớp «${keyword}»: mã MPN, SKU, hãng sản xuất, thông số, tồn kho và giá.`
      : t`Tìm linh kiện điện tử theo tên, mã MPN, SKU hoặc hãng sản xuất.`,
    canonical,
  });

  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumb>
        <CurrentCrumb>
          <Trans>Tìm kiếm</Trans>
        </CurrentCrumb>
      </Breadcrumb>
      {keyword ? (
        <ListingScreen
          key={keyword}
          scope={{ kind: 'search', keyword }}
          search={listing}
          path={SEARCH_PATH}
          heading={(total, target) => <SearchHeading keyword={keyword} total={total} target={target} />}
          emptyMessage={<NoMatches keyword={keyword} />}
        />
      ) : (
        <EmptyKeyword categories={categories} />
      )}
    </div>
  );
}

function SearchHeading({ keyword, total, target }: { keyword: string; total: number | undefined; target: ResultsHeadingProps }) {
  const locale = useLocale();
  const count = total === undefined ? null : formatCount(total, locale);
  return (
    <h1 {...target} className={styles.title}>
      {count === null ? <Trans>Kết quả cho «{keyword}»</Trans> : <Trans>{count} kết quả cho «{keyword}»</Trans>}
    </h1>
  );
}

function NoMatches({ keyword }: { keyword: string }) {
  return (
    <div className={styles.noMatches}>
      <p className={styles.noMatchesTitle}>
        <Trans>Không tìm thấy sản phẩm nào cho «{keyword}».</Trans>
      </p>
      <ul className={styles.tips}>
        <li>
          <Trans>Kiểm tra lại chính tả, hoặc gõ không dấu (ví dụ: dien tro).</Trans>
        </li>
        <li>
          <Trans>Tìm bằng mã MPN hoặc SKU, hoặc dùng ít từ hơn.</Trans>
        </li>
      </ul>
      <SearchForm />
    </div>
  );
}

/** A plain GET form: works without JavaScript; with it, stays in the app. Empty submits are blocked (spec §5). */
function SearchForm() {
  const { t } = useLingui();
  const router = useRouter();
  const inputId = useId();
  const [value, setValue] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const keyword = normaliseKeyword(value);
    if (!keyword) return;
    void router.navigate({ href: listingHref(SEARCH_PATH, {}, keyword) });
  }

  return (
    <form role="search" action={SEARCH_PATH} method="get" className={styles.form} onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        <Trans>Tìm linh kiện</Trans>
      </label>
      <input
        id={inputId}
        name="search"
        type="search"
        className={styles.input}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={t`Tên, mã MPN, SKU hoặc hãng…`}
        required
      />
      <button type="submit" className={styles.submit} disabled={normaliseKeyword(value) === ''}>
        <SearchIcon size={18} />
        <Trans>Tìm</Trans>
      </button>
    </form>
  );
}

function EmptyKeyword({ categories }: { categories: MenuCategory[] }) {
  const locale = useLocale();
  return (
    <section className={styles.start}>
      <h1 className={styles.title}>
        <Trans>Bạn muốn tìm linh kiện nào?</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>Gõ tên linh kiện, mã MPN, SKU hoặc hãng sản xuất. Có thể gõ không dấu.</Trans>
      </p>
      <SearchForm />
      {categories.length > 0 && (
        <>
          <h2 className={styles.subtitle}>
            <Trans>Hoặc duyệt theo danh mục</Trans>
          </h2>
          <ul className={styles.categories}>
            {categories.map((category) => (
              <li key={category.id}>
                <Link to="/product/$slug" params={{ slug: category.slug }} className={styles.category}>
                  {localizedName(category, locale)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
