import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { formatCount } from '../../../i18n/format-count.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { cx } from '../../../ui/class-names.ts';
import { ChevronDownIcon } from '../../../ui/icons.tsx';
import { foldText, visibleOptions, type FilterGroupModel } from './filter-options.ts';
import styles from './filter-panel.module.css';

/** Groups longer than this get a box to find a value by name when expanded. */
const SEARCHABLE_FROM = 15;

interface FilterGroupProps {
  group: FilterGroupModel;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onToggle: (id: number) => void;
  /** The counts belong to an earlier choice and are being refreshed. */
  counting: boolean;
}

/**
 * One filter group (spec §4): a collapsible heading, highlighted when a value is chosen; values as
 * checkboxes with their match counts, disabled when they match nothing; "xem thêm" past a few.
 */
export function FilterGroup({ group, open, onOpenChange, onToggle, counting }: FilterGroupProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const bodyId = useId();
  const headingId = useId();
  const [expanded, setExpanded] = useState(false);
  const [query, setQuery] = useState('');
  const folded = foldText(query.trim());
  const matching = folded ? group.options.filter((entry) => foldText(entry.name).includes(folded)) : group.options;
  const shown = folded ? matching : visibleOptions(group.options, expanded);
  const hidden = group.options.length - visibleOptions(group.options, false).length;
  const name = group.name;
  const hiddenCount = formatCount(hidden, locale);

  return (
    <section className={cx(styles.group, group.highlighted && styles.groupHighlighted)}>
      <h3 className={styles.groupHeading} id={headingId}>
        <button type="button" className={styles.groupToggle} aria-expanded={open} aria-controls={bodyId} onClick={() => onOpenChange(!open)}>
          <span className={styles.groupName}>{name}</span>
          {group.chosenCount > 0 && (
            <span className={styles.groupBadge}>
              {group.chosenCount}
              <span className="visually-hidden">
                {' '}
                <Trans>đã chọn</Trans>
              </span>
            </span>
          )}
          <ChevronDownIcon size={18} className={cx(styles.chevron, open && styles.chevronOpen)} />
        </button>
      </h3>
      <div id={bodyId} hidden={!open} className={styles.groupBody}>
        {expanded && group.options.length >= SEARCHABLE_FROM && (
          <input
            type="search"
            className={styles.valueSearch}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t`Tìm trong ${name}`}
            aria-label={t`Tìm giá trị trong ${name}`}
          />
        )}
        <ul role="list" aria-labelledby={headingId} className={cx(styles.values, counting && styles.counting)}>
          {shown.map((entry) => (
            <li key={entry.id}>
              <label className={cx(styles.value, entry.disabled && styles.valueDisabled, entry.chosen && styles.valueChosen)}>
                <input
                  type="checkbox"
                  className={styles.checkbox}
                  checked={entry.chosen}
                  disabled={entry.disabled}
                  onChange={() => onToggle(entry.id)}
                />
                <span className={styles.valueName}>{entry.name}</span>
                {entry.count !== undefined && (
                  <span className={styles.valueCount}>
                    {formatCount(entry.count, locale)}
                    <span className="visually-hidden">
                      {' '}
                      <Trans>sản phẩm</Trans>
                    </span>
                  </span>
                )}
              </label>
            </li>
          ))}
          {folded && matching.length === 0 && (
            <li className={styles.noValue}>
              <Trans>Không có giá trị phù hợp</Trans>
            </li>
          )}
        </ul>
        {!folded && hidden > 0 && (
          <button
            type="button"
            className={styles.more}
            aria-expanded={expanded}
            onClick={() => {
              setExpanded(!expanded);
              setQuery('');
            }}
          >
            {expanded ? <Trans>Thu gọn</Trans> : <Trans>Xem thêm {hiddenCount}</Trans>}
          </button>
        )}
      </div>
    </section>
  );
}
