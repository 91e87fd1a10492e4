import { Trans, useLingui } from '@lingui/react/macro';
import { CloseIcon } from '../../../ui/icons.tsx';
import type { FilterChip } from './filter-options.ts';
import { ListingLink } from './listing-link.tsx';
import styles from './filter-chips.module.css';

interface FilterChipsProps {
  chips: FilterChip[];
  /** The listing without that one value (page reset, spec §2). */
  hrefWithout: (chip: FilterChip) => string;
  clearHref: string;
  /** After a chip (or "clear all") is followed: the link is about to disappear with its filter. */
  onRemove: () => void;
}

/** The applied filters above the results, each removable; "clear all" when there are several. */
export function FilterChips({ chips, hrefWithout, clearHref, onRemove }: FilterChipsProps) {
  const { t } = useLingui();
  if (chips.length === 0) return null;
  return (
    <div className={styles.box}>
      <h3 className="visually-hidden">
        <Trans>Bộ lọc đang áp dụng</Trans>
      </h3>
      <ul role="list" className={styles.list}>
        {chips.map((chip) => {
          const label = chip.label ?? t`Chỉ hàng còn sẵn`;
          return (
            <li key={chip.key}>
              <ListingLink href={hrefWithout(chip)} className={styles.chip} aria-label={t`Bỏ lọc: ${label}`} onNavigate={onRemove}>
                <span className={styles.text}>{label}</span>
                <CloseIcon size={14} />
              </ListingLink>
            </li>
          );
        })}
        {chips.length > 1 && (
          <li>
            <ListingLink href={clearHref} className={styles.clear} onNavigate={onRemove}>
              <Trans>Xoá tất cả</Trans>
            </ListingLink>
          </li>
        )}
      </ul>
    </div>
  );
}
