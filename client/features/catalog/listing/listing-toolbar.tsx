import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { NUMBER_VIEWS, type OrderSort } from '#shared/catalog/listing-options.ts';
import { cx } from '../../../ui/class-names.ts';
import { GridViewIcon, ListViewIcon } from '../../../ui/icons.tsx';
import { ListingLink } from './listing-link.tsx';
import type { ListingView, NumberView } from './listing-search.ts';
import styles from './listing-toolbar.module.css';

interface ListingToolbarProps {
  sorts: readonly OrderSort[];
  sort: OrderSort;
  onSort: (sort: OrderSort) => void;
  pageSize: NumberView;
  onPageSize: (size: NumberView) => void;
  view: ListingView;
  viewHref: (view: ListingView) => string;
  /** The phone's "Bộ lọc (n)" button, shown first. */
  filterButton?: ReactNode;
}

/** Sort order, page size and list/grid (spec §2 `order_sort`, `number_view`, `view_ga`). */
export function ListingToolbar({ sorts, sort, onSort, pageSize, onPageSize, view, viewHref, filterButton }: ListingToolbarProps) {
  const { t } = useLingui();
  const sortId = useId();
  const sizeId = useId();
  const sortLabels: Record<OrderSort, string> = {
    default: t`Mặc định`,
    relevance: t`Liên quan nhất`,
    price_asc: t`Giá thấp đến cao`,
    price_desc: t`Giá cao đến thấp`,
    newest: t`Mới nhất`,
    stock_desc: t`Tồn kho nhiều nhất`,
    name_asc: t`Tên A–Z`,
  };

  return (
    <div className={styles.toolbar}>
      {filterButton}
      <div className={styles.field}>
        <label htmlFor={sortId} className={styles.label}>
          <Trans>Sắp xếp</Trans>
        </label>
        <select id={sortId} className={styles.select} value={sort} onChange={(event) => onSort(event.target.value as OrderSort)}>
          {sorts.map((value) => (
            <option key={value} value={value}>
              {sortLabels[value]}
            </option>
          ))}
        </select>
      </div>
      <div className={cx(styles.field, styles.sizeField)}>
        <label htmlFor={sizeId} className={styles.label}>
          <Trans>Mỗi trang</Trans>
        </label>
        <select
          id={sizeId}
          className={styles.select}
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value) as NumberView)}
        >
          {NUMBER_VIEWS.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.views} role="group" aria-label={t`Kiểu hiển thị`}>
        <ListingLink
          href={viewHref('list')}
          className={cx(styles.view, view === 'list' && styles.viewActive)}
          aria-current={view === 'list' ? 'true' : undefined}
          title={t`Dạng danh sách`}
        >
          <ListViewIcon size={18} />
          <span className="visually-hidden">
            <Trans>Dạng danh sách</Trans>
          </span>
        </ListingLink>
        <ListingLink
          href={viewHref('grid')}
          className={cx(styles.view, view === 'grid' && styles.viewActive)}
          aria-current={view === 'grid' ? 'true' : undefined}
          title={t`Dạng lưới`}
        >
          <GridViewIcon size={18} />
          <span className="visually-hidden">
            <Trans>Dạng lưới</Trans>
          </span>
        </ListingLink>
      </div>
    </div>
  );
}
