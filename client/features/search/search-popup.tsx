import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useLocale } from '../../i18n/use-locale.ts';
import { localizedName } from '../../i18n/localized-name.ts';
import { ProductCount } from '../../ui/product-count.tsx';
import { cx } from '../../ui/class-names.ts';
import { ChevronRightIcon, ClockIcon, CloseIcon, SearchIcon, WifiOffIcon } from '../../ui/icons.tsx';
import { HighlightedText } from './highlighted-text.tsx';
import { ProductOption } from './product-option.tsx';
import type { SearchOption, SuggestionGroups } from './search-options.ts';
import styles from './search-popup.module.css';
import type { SuggestionsView } from './use-search-suggestions.ts';

export interface SearchPopupProps {
  popupId: string;
  listboxId: string;
  optionId: (option: SearchOption) => string;
  mode: 'recent' | 'suggest';
  /** Remembered searches (recent mode) or the suggestion groups (suggest mode), as shown. */
  recent: SearchOption[];
  groups: SuggestionGroups | null;
  /** Every option in arrow-key order; `activeIndex` points into it. */
  options: SearchOption[];
  activeIndex: number | null;
  view: SuggestionsView;
  /** The text the visitor typed, for highlighting. */
  query: string;
  onPick: (option: SearchOption) => void;
  onHover: (index: number) => void;
  onRemoveRecent: (keyword: string) => void;
  onClearRecent: () => void;
  onRetry: () => void;
}

/** Clicks inside the popup must not take the focus from the text field (the popup would close). */
const keepFocus = (event: { preventDefault: () => void }) => event.preventDefault();

/**
 * The combobox popup (ARIA 1.2 combobox with a listbox): remembered searches when the field is
 * empty, otherwise products, categories, brands and "see all" for the typed text, with loading,
 * empty, offline and error notes (spec §5 search).
 */
export function SearchPopup(props: SearchPopupProps) {
  const { t } = useLingui();
  const { popupId, listboxId, mode, recent, groups, options, view } = props;
  const stale = view.status === 'loading' && options.length > 0;

  const renderOption = (option: SearchOption, content: ReactNode, extra?: ReactNode) => {
    const index = options.indexOf(option);
    const active = index === props.activeIndex;
    return (
      <div
        key={option.key}
        id={props.optionId(option)}
        role="option"
        aria-selected={active}
        className={cx(styles.option, styles[option.kind], active && styles.active)}
        onMouseDown={keepFocus}
        onMouseMove={() => {
          if (!active) props.onHover(index);
        }}
        onClick={() => props.onPick(option)}
      >
        {content}
        {extra}
      </div>
    );
  };

  const group = (key: string, label: ReactNode, items: SearchOption[], render: (option: SearchOption) => ReactNode) =>
    items.length > 0 && (
      <div role="group" aria-labelledby={`${listboxId}-${key}`} className={styles.group}>
        <div role="presentation" id={`${listboxId}-${key}`} className={styles.groupLabel}>
          {label}
        </div>
        {items.map(render)}
      </div>
    );

  return (
    <div id={popupId} className={styles.popup} onMouseDown={keepFocus}>
      {mode === 'recent' ? (
        <div className={styles.header}>
          <span id={`${listboxId}-recent`} className={styles.headerTitle}>
            <Trans>Tìm kiếm gần đây</Trans>
          </span>
          <button type="button" className={styles.clearAll} onClick={props.onClearRecent}>
            <Trans>Xóa lịch sử</Trans>
          </button>
        </div>
      ) : (
        <StatusNote view={view} typed={props.query} hasOptions={options.length > 0} onRetry={props.onRetry} />
      )}
      <div
        role="listbox"
        id={listboxId}
        aria-label={mode === 'recent' ? t`Tìm kiếm gần đây` : t`Gợi ý tìm kiếm`}
        aria-busy={view.status === 'loading' || undefined}
        className={cx(styles.listbox, stale && styles.stale)}
      >
        {mode === 'recent'
          ? recent.map((option) =>
              renderOption(
                option,
                <>
                  <ClockIcon size={16} className={styles.leadIcon} />
                  <span className={styles.keyword}>{option.kind === 'recent' && option.keyword}</span>
                </>,
                option.kind === 'recent' && (
                  // Hidden from assistive technology: options may not hold controls; the Delete
                  // key removes the active entry and "Xóa lịch sử" clears them all.
                  <button
                    type="button"
                    tabIndex={-1}
                    aria-hidden="true"
                    title={t`Xóa khỏi lịch sử`}
                    className={styles.remove}
                    onMouseDown={keepFocus}
                    onClick={(event) => {
                      event.stopPropagation();
                      props.onRemoveRecent(option.keyword);
                    }}
                  >
                    <CloseIcon size={16} />
                  </button>
                ),
              ),
            )
          : groups && (
              <>
                <div role="presentation" className={styles.columns}>
                  {(groups.categories.length > 0 || groups.suppliers.length > 0) && (
                    <div role="presentation" className={styles.side}>
                      {group('categories', <Trans>Danh mục</Trans>, groups.categories, (option) =>
                        option.kind === 'category' ? renderOption(option, <CategoryOption option={option} query={props.query} />) : null,
                      )}
                      {group('suppliers', <Trans>Thương hiệu</Trans>, groups.suppliers, (option) =>
                        option.kind === 'supplier'
                          ? renderOption(
                              option,
                              <span className={styles.label}>
                                <HighlightedText text={option.supplier.name} query={props.query} />
                              </span>,
                              <ChevronRightIcon size={16} className={styles.trailIcon} />,
                            )
                          : null,
                      )}
                    </div>
                  )}
                  {groups.products.length > 0 && (
                    <div role="presentation" className={styles.main}>
                      {group('products', <Trans>Sản phẩm</Trans>, groups.products, (option) =>
                        option.kind === 'product' ? renderOption(option, <ProductOption product={option.product} query={props.query} />) : null,
                      )}
                    </div>
                  )}
                </div>
                {groups.all?.kind === 'all' &&
                  renderOption(
                    groups.all,
                    <>
                      <SearchIcon size={16} className={styles.leadIcon} />
                      <SeeAllLabel total={groups.all.total} />
                    </>,
                    <ChevronRightIcon size={16} className={styles.trailIcon} />,
                  )}
              </>
            )}
      </div>
    </div>
  );
}

/** "See all N results" (spec §3 Search suggestion `total`). */
function SeeAllLabel({ total }: { total: number }) {
  return (
    <span className={styles.label}>
      <Plural value={total} one="Xem tất cả # kết quả" other="Xem tất cả # kết quả" />
    </span>
  );
}

function CategoryOption({ option, query }: { option: Extract<SearchOption, { kind: 'category' }>; query: string }) {
  const name = localizedName(option.category, useLocale());
  return (
    <>
      <span className={styles.label} title={name}>
        <HighlightedText text={name} query={query} />
      </span>
      <ProductCount count={option.category.number_product} className={styles.count} />
    </>
  );
}

/** Loading, nothing found, offline or failed: one short line above the options. */
function StatusNote(props: { view: SuggestionsView; typed: string; hasOptions: boolean; onRetry: () => void }) {
  const { view, hasOptions, onRetry } = props;
  const typed = props.typed.trim();
  switch (view.status) {
    case 'loading':
      return hasOptions ? null : (
        <p className={styles.note}>
          <span className={styles.spinner} aria-hidden="true" />
          <Trans>Đang tìm…</Trans>
        </p>
      );
    case 'ready':
      return hasOptions ? null : (
        <p className={styles.note}>
          <Trans>Không tìm thấy sản phẩm nào cho “{typed}”.</Trans>
        </p>
      );
    case 'offline':
      return (
        <p className={cx(styles.note, styles.offline)}>
          <WifiOffIcon size={18} />
          <span>
            <Trans>Bạn đang ngoại tuyến — cần kết nối mạng để xem gợi ý. Nhấn Enter để tìm.</Trans>
          </span>
        </p>
      );
    case 'error':
      return (
        <p className={cx(styles.note, styles.error)}>
          <span>
            <Trans>Không tải được gợi ý. Nhấn Enter để xem kết quả.</Trans>
          </span>
          <button type="button" className={styles.retry} onMouseDown={keepFocus} onClick={onRetry}>
            <Trans>Thử lại</Trans>
          </button>
        </p>
      );
    default:
      return null;
  }
}
