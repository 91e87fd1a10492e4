import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import {
  canApply,
  chosenCount,
  selectionFromParams,
  selectionParams,
  setInStockOnly,
  toggleBrand,
  toggleProperty,
  type FilterSelection,
} from '#shared/catalog/filter-selection.ts';
import { pageRange } from '#shared/catalog/pagination.ts';
import { DEFAULT_NUMBER_VIEW } from '#shared/catalog/listing-options.ts';
import type { FilterCategoryResponse, ProductListResponse, SupplierListResponse } from '#shared/catalog/schemas.ts';
import { formatCount } from '../../../i18n/format-count.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { cx } from '../../../ui/class-names.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { filterCategoryUrl, productListUrl, supplierListUrl } from '../catalog-api.ts';
import { FilterChips } from './filter-chips.tsx';
import { FilterDrawer } from './filter-drawer.tsx';
import { appliedChips, brandGroupModel, propertyGroupModels, type FilterChip } from './filter-options.ts';
import { FilterPanel } from './filter-panel.tsx';
import { ListingLink } from './listing-link.tsx';
import { defaultSortFor, scopeQuery, sortsFor, type ListingScope } from './listing-scope.ts';
import {
  effectiveSort,
  listingHref,
  listingView,
  withPage,
  withPageSize,
  withSelection,
  withSort,
  withView,
  withoutFilters,
  type ListingSearch,
} from './listing-search.ts';
import styles from './listing-screen.module.css';
import { ListingToolbar } from './listing-toolbar.tsx';
import { PaginationNav } from './pagination-nav.tsx';
import { ProductGrid, ProductGridSkeleton } from './product-grid.tsx';
import { ProductTable } from './product-table.tsx';
import { ProductTableSkeleton } from './product-table-skeleton.tsx';
import { useLatestJson } from './use-latest-json.ts';
import { useMediaQuery } from './use-media-query.ts';
import { usePendingSelection } from './use-pending-selection.ts';

/** At this width and up the filters are a left column; below, a drawer (keep in step with the CSS). */
const WIDE_QUERY = '(min-width: 62rem)';
/** Counts for the pending choice are refetched once the user pauses toggling. */
const COUNT_DELAY_MS = 300;

/**
 * Spread on the results heading: focus moves there after the filters are applied,
 * and its description is the "showing 1–20 of 57" line, so the new count is heard with it.
 */
export interface ResultsHeadingProps {
  ref: RefObject<HTMLHeadingElement | null>;
  tabIndex: -1;
  'aria-describedby': string;
}

export interface ListingScreenProps {
  scope: ListingScope;
  search: ListingSearch;
  /** The page's path without query, e.g. `/product/dien-tro`. */
  path: string;
  /** The results heading, given the total once known (previous total while the next loads) and the props to spread on it. */
  heading: (total: number | undefined, target: ResultsHeadingProps) => ReactNode;
  /** The left category menu: above the filters on desktop, inside the drawer on phones. */
  sidebar?: ReactNode;
  /** What an empty scope says when no filter is applied. */
  emptyMessage?: ReactNode;
}

/**
 * The listing screen shared by category, brand and search pages (spec §2): the URL is the state
 * (`prid`, `brand`, `stock`, `order_sort`, `number_view`, `view_ga`, `page`); the filter panel
 * keeps a pending choice until Apply; previous results stay, dimmed, while the next ones load.
 */
export function ListingScreen({ scope, search, path, heading, sidebar, emptyMessage }: ListingScreenProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const router = useRouter();
  const wide = useMediaQuery(WIDE_QUERY);
  const drawerRef = useRef<HTMLDialogElement>(null);
  const resultsRef = useRef<HTMLElement>(null);
  const resultsHeadingId = useId();
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const rangeId = useId();

  const keyword = scope.kind === 'search' ? scope.keyword : undefined;
  const hrefFor = useCallback((next: ListingSearch) => listingHref(path, next, keyword), [path, keyword]);
  const go = (next: ListingSearch) => void router.navigate({ href: hrefFor(next), resetScroll: false });

  const { prid, brand, stock } = search;
  const applied = useMemo(() => selectionFromParams({ prid, brand, stock }), [prid, brand, stock]);
  const [pending, updatePending] = usePendingSelection(applied);

  const base = scopeQuery(scope);
  const defaultSort = defaultSortFor(scope);
  const sort = effectiveSort(search, scope.kind === 'search');
  const pageSize = search.number_view ?? DEFAULT_NUMBER_VIEW;
  const view = listingView(search);

  const productsUrl = productListUrl({
    ...base,
    ...selectionParams(applied),
    order_sort: sort === defaultSort ? undefined : sort,
    number_view: search.number_view,
    page: search.page,
  });
  const products = useLatestJson<ProductListResponse>(productsUrl);

  const pendingFilterUrl = filterCategoryUrl({ ...base, ...selectionParams(pending) });
  const filterUrl = useDebouncedValue(pendingFilterUrl, COUNT_DELAY_MS);
  const filters = useLatestJson<FilterCategoryResponse>(filterUrl);
  const suppliersUrl = scope.kind === 'category' ? supplierListUrl(scope.categoryId) : scope.kind === 'search' ? supplierListUrl() : null;
  const suppliers = useLatestJson<SupplierListResponse>(suppliersUrl);

  const counting = filterUrl !== pendingFilterUrl || filters.stale;
  const filterData = filters.data;
  const supplierRows = suppliers.data?.suppliers ?? [];
  const brandGroup =
    scope.kind === 'supplier' || !filterData ? null : brandGroupModel(supplierRows, filterData.brands, pending, t`Hãng sản xuất`, scope.kind === 'category');
  const groups = [
    ...(brandGroup ? [brandGroup] : []),
    ...propertyGroupModels(filterData?.properties ?? [], filterData?.filters, pending, locale),
  ];
  // Value names come with the filter data; until then only the stock chip can be worded.
  const namesKnown = filterData !== undefined && (suppliersUrl === null || suppliers.data !== undefined);
  const chips = appliedChips(applied, filterData?.properties ?? [], supplierRows, locale).filter((chip) => namesKnown || chip.kind === 'stock');

  // After a page, sort or filter change, bring the top of the results into view if it scrolled away.
  const firstUrl = useRef(productsUrl);
  useEffect(() => {
    if (productsUrl === firstUrl.current) return;
    firstUrl.current = '';
    const top = resultsRef.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) resultsRef.current?.scrollIntoView({ block: 'start' });
  }, [productsUrl]);

  // The Apply button goes disabled (and a removed chip goes away) as the choice takes effect, which
  // would drop focus to <body>: the results heading takes it instead. preventScroll: the effect
  // above scrolls the results into view clear of the fixed header.
  function focusResults() {
    resultsHeadingRef.current?.focus({ preventScroll: true });
  }

  function apply() {
    // Closed first: closing a modal dialog gives focus back to its opener, which we then move on.
    drawerRef.current?.close();
    go(withSelection(search, pending));
    focusResults();
  }

  function hrefWithout(chip: FilterChip): string {
    const next: FilterSelection =
      chip.kind === 'property' ? toggleProperty(applied, chip.id) : chip.kind === 'brand' ? toggleBrand(applied, chip.id) : setInStockOnly(applied, false);
    return hrefFor(withSelection(search, next));
  }

  const pendingCount = chosenCount(pending);
  const panel = (
    <FilterPanel
      groups={groups}
      pending={pending}
      onChange={updatePending}
      onApply={apply}
      canApply={canApply(pending, applied)}
      matchTotal={counting || !filterData ? undefined : filterData.total}
      counting={counting && filterData !== undefined}
      status={filterData ? 'ready' : filters.error ? 'error' : 'loading'}
      error={filters.error}
      onRetry={filters.retry}
      heading={
        wide ? undefined : (
          <p className={styles.drawerNote}>
            <Trans>Đã chọn {pendingCount}</Trans>
          </p>
        )
      }
    />
  );

  const data = products.data;
  const total = data?.total;
  const clearHref = hrefFor(withoutFilters(search));
  // Nothing in scope even without filters (a search with no match): filters would only show zeros.
  const scopeEmpty = data !== undefined && !products.stale && data.total === 0 && chosenCount(applied) === 0;
  const showPanel = !scopeEmpty;
  const showAside = wide && (showPanel || sidebar !== undefined);

  return (
    <div className={cx(styles.layout, showAside && styles.withAside)}>
      {showAside && (
        <aside className={styles.side} aria-label={t`Danh mục và bộ lọc`}>
          {sidebar}
          {showPanel && panel}
        </aside>
      )}
      <section ref={resultsRef} className={styles.main} aria-labelledby={resultsHeadingId}>
        <div className={styles.resultsHead} id={resultsHeadingId}>
          {heading(total, { ref: resultsHeadingRef, tabIndex: -1, 'aria-describedby': rangeId })}
          {/* Polite: the new range is read out once the filtered results arrive after the heading took focus. */}
          <div id={rangeId} aria-live="polite" aria-atomic="true">
            {data && !products.error && data.total > 0 && data.products.length > 0 && <RangeNote page={data.current_page} perPage={data.per_page} total={data.total} />}
          </div>
        </div>
        <ListingToolbar
          sorts={sortsFor(scope)}
          sort={sort}
          onSort={(next) => go(withSort(search, next, defaultSort))}
          pageSize={pageSize}
          onPageSize={(size) => go(withPageSize(search, size))}
          view={view}
          viewHref={(next) => hrefFor(withView(search, next))}
          filterButton={
            wide || !showPanel ? undefined : (
              <FilterDrawer dialogRef={drawerRef} appliedCount={chosenCount(applied)}>
                {sidebar && (
                  <details className={styles.drawerSidebar}>
                    <summary>
                      <Trans>Danh mục</Trans>
                    </summary>
                    {sidebar}
                  </details>
                )}
                {panel}
              </FilterDrawer>
            )
          }
        />
        <FilterChips chips={chips} hrefWithout={hrefWithout} clearHref={clearHref} onRemove={focusResults} />

        <div className={styles.results}>
          {products.error ? (
            <ErrorState error={products.error} onRetry={products.retry} title={<Trans>Không tải được danh sách sản phẩm</Trans>} />
          ) : !data ? (
            <div aria-busy="true">
              <p className="visually-hidden" role="status">
                <Trans>Đang tải sản phẩm…</Trans>
              </p>
              {view === 'list' ? <ProductTableSkeleton count={8} /> : <ProductGridSkeleton count={8} />}
            </div>
          ) : data.products.length === 0 ? (
            <EmptyResults
              filtered={chosenCount(applied) > 0}
              pageBeyondEnd={data.total > 0}
              clearHref={clearHref}
              firstPageHref={hrefFor(withPage(search, 1))}
              message={emptyMessage}
            />
          ) : (
            <div className={cx(styles.loaded, products.stale && styles.stale)} aria-busy={products.stale}>
              {products.stale && <span className={styles.progress} role="progressbar" aria-label={t`Đang tải trang mới`} />}
              {view === 'list' ? (
                <ProductTable products={data.products} caption={t`Danh sách sản phẩm`} />
              ) : (
                <ProductGrid products={data.products} label={t`Danh sách sản phẩm`} />
              )}
              <PaginationNav page={data.current_page} lastPage={data.last_page} hrefFor={(page) => hrefFor(withPage(search, page))} />
            </div>
          )}
        </div>
      </section>
    </div>
  );
}

function RangeNote({ page, perPage, total }: { page: number; perPage: number; total: number }) {
  const locale = useLocale();
  const range = pageRange(page, perPage, total);
  const first = formatCount(range.first, locale);
  const last = formatCount(range.last, locale);
  const all = formatCount(total, locale);
  return (
    <p className={styles.range}>
      <Trans>
        Hiển thị {first}–{last} trên {all}
      </Trans>
    </p>
  );
}

interface EmptyResultsProps {
  filtered: boolean;
  pageBeyondEnd: boolean;
  clearHref: string;
  firstPageHref: string;
  message: ReactNode;
}

function EmptyResults({ filtered, pageBeyondEnd, clearHref, firstPageHref, message }: EmptyResultsProps) {
  return (
    <div className={styles.empty} role="status">
      {pageBeyondEnd ? (
        <>
          <p className={styles.emptyTitle}>
            <Trans>Trang này không có sản phẩm.</Trans>
          </p>
          <ListingLink href={firstPageHref} className={styles.emptyAction}>
            <Trans>Về trang đầu</Trans>
          </ListingLink>
        </>
      ) : filtered ? (
        <>
          <p className={styles.emptyTitle}>
            <Trans>Không có sản phẩm nào khớp với bộ lọc đã chọn.</Trans>
          </p>
          <p>
            <Trans>Bỏ bớt một vài giá trị hoặc xoá bộ lọc để xem thêm sản phẩm.</Trans>
          </p>
          <ListingLink href={clearHref} className={styles.emptyAction}>
            <Trans>Xoá bộ lọc</Trans>
          </ListingLink>
        </>
      ) : (
        (message ?? (
          <p className={styles.emptyTitle}>
            <Trans>Chưa có sản phẩm nào.</Trans>
          </p>
        ))
      )}
    </div>
  );
}
