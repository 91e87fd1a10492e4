import { Trans } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import {
  chosenCount,
  clearSelection,
  setInStockOnly,
  toggleBrand,
  toggleProperty,
  type FilterSelection,
} from '#shared/catalog/filter-selection.ts';
import { formatCount } from '../../../i18n/format-count.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { cx } from '../../../ui/class-names.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { FilterGroup } from './filter-group.tsx';
import type { FilterGroupModel } from './filter-options.ts';
import styles from './filter-panel.module.css';

/** Groups open at first; the rest start collapsed unless a value in them is chosen. */
const OPEN_GROUPS = 5;

export interface FilterPanelProps {
  /** The brand group (if any) first, then the property groups. */
  groups: FilterGroupModel[];
  pending: FilterSelection;
  onChange: (change: (current: FilterSelection) => FilterSelection) => void;
  onApply: () => void;
  canApply: boolean;
  /** Products the pending choice matches; undefined while counting. */
  matchTotal: number | undefined;
  counting: boolean;
  /** First load of the filter data, or its failure (the results still show). */
  status: 'loading' | 'error' | 'ready';
  error?: unknown;
  onRetry: () => void;
  /** The drawer shows its own title bar instead of the panel's heading. */
  heading?: ReactNode;
}

/**
 * The category filter panel (spec §2, §4). Toggling only changes the pending choice, whose counts
 * are refetched so disabled values and counts stay truthful; Apply (at the top) writes it to the URL.
 */
export function FilterPanel({ groups, pending, onChange, onApply, canApply, matchTotal, counting, status, error, onRetry, heading }: FilterPanelProps) {
  const locale = useLocale();
  const [openState, setOpenState] = useState<Record<string, boolean>>({});
  const matches = matchTotal === undefined ? null : formatCount(matchTotal, locale);
  const chosen = chosenCount(pending);

  return (
    <div className={styles.panel} aria-busy={counting || status === 'loading'}>
      <div className={styles.head}>
        {heading ?? (
          <h2 className={styles.title}>
            <Trans>Bộ lọc</Trans>
          </h2>
        )}
        <button type="button" className={styles.clear} onClick={() => onChange(clearSelection)} disabled={chosen === 0}>
          <Trans>Xoá chọn</Trans>
        </button>
      </div>

      {/* Apply comes right after the heading, in the reading and Tab order as on
          screen (two Tabs from the panel's start instead of one per value), and stays in view while
          the groups scroll, as distributors' parametric filters put it above the list. */}
      <div className={styles.actions}>
        <button type="button" className={styles.apply} onClick={onApply} disabled={!canApply}>
          <Trans>Áp dụng</Trans>
          {canApply && matches !== null && (
            <span className={styles.applyCount}>
              <Trans>({matches} sản phẩm)</Trans>
            </span>
          )}
        </button>
      </div>

      <label className={cx(styles.stock, pending.stock === 1 && styles.groupHighlighted)}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={pending.stock === 1}
          onChange={(event) => {
            const inStockOnly = event.target.checked;
            onChange((current) => setInStockOnly(current, inStockOnly));
          }}
        />
        <span>
          <Trans>Chỉ hiện hàng còn sẵn</Trans>
        </span>
      </label>

      {status === 'loading' && (
        <div className={styles.loading}>
          <p className="visually-hidden" role="status">
            <Trans>Đang tải bộ lọc…</Trans>
          </p>
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index} className={styles.loadingGroup}>
              <Skeleton className={styles.loadingTitle} />
              <Skeleton className={styles.loadingLine} />
              <Skeleton className={styles.loadingLine} />
            </div>
          ))}
        </div>
      )}
      {status === 'error' && (
        <ErrorState compact error={error} onRetry={onRetry} title={<Trans>Không tải được bộ lọc</Trans>} className={styles.error} />
      )}
      {status === 'ready' && groups.length === 0 && (
        <p className={styles.noFilters}>
          <Trans>Không có bộ lọc thông số cho các sản phẩm này.</Trans>
        </p>
      )}
      {status === 'ready' &&
        groups.map((group, index) => (
          <FilterGroup
            key={group.key}
            group={group}
            open={openState[group.key] ?? (index < OPEN_GROUPS || group.highlighted)}
            onOpenChange={(open) => setOpenState((current) => ({ ...current, [group.key]: open }))}
            onToggle={(id) => onChange((current) => (group.key === 'brand' ? toggleBrand(current, id) : toggleProperty(current, id)))}
            counting={counting}
          />
        ))}

    </div>
  );
}
