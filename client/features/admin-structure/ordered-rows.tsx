import { useLingui } from '@lingui/react/macro';
import { cx } from '../../ui/class-names.ts';
import mutedText from '../../ui/muted-text.module.css';
import styles from './admin-categories-screen.module.css';

/** One row of a staff list: its names, a number beside them, and where it stands among its siblings. */
export interface OrderedRow {
  id: number;
  name: string;
  name_en: string;
  count: number;
  first: boolean;
  last: boolean;
  /** Extra class (a category's level indent). */
  className?: string | undefined;
}

interface OrderedRowsProps {
  rows: readonly OrderedRow[];
  label: string;
  /** What the number beside the names counts (products, values). */
  countTitle: string;
  selectedId: number | null;
  onSelect: (id: number) => void;
  onShift: (id: number, direction: -1 | 1) => void;
}

/**
 * The staff category tree and filter lists: pick a row by its names, see its count, move it
 * among its siblings with the arrows.
 */
export function OrderedRows({ rows, label, countTitle, selectedId, onSelect, onShift }: OrderedRowsProps) {
  const { t } = useLingui();
  return (
    <ul className={styles.tree} aria-label={label}>
      {rows.map((row) => (
        <li key={row.id} className={cx(styles.row, row.className, row.id === selectedId && styles.selected)}>
          <button type="button" className={styles.rowName} aria-pressed={row.id === selectedId} onClick={() => onSelect(row.id)}>
            <span>{row.name}</span>
            <span className={mutedText.muted}>{row.name_en}</span>
          </button>
          <span className={styles.count} title={countTitle}>
            {row.count}
          </span>
          <span className={styles.arrows}>
            <button type="button" className={styles.arrow} disabled={row.first} aria-label={t`Đưa "${row.name}" lên trên`} onClick={() => onShift(row.id, -1)}>
              ↑
            </button>
            <button type="button" className={styles.arrow} disabled={row.last} aria-label={t`Đưa "${row.name}" xuống dưới`} onClick={() => onShift(row.id, 1)}>
              ↓
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}
