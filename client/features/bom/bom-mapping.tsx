import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { emptyMapping } from '#shared/bom/parse/bom-fields.ts';
import type { BomField, BomMapping } from '#shared/bom/schemas.ts';
import { bomFieldName } from './bom-messages.ts';
import styles from './bom.module.css';

// The fields in the contract's order (API schemas are imported as types only in the client).
const BOM_FIELDS = Object.keys(emptyMapping()) as BomField[];

/** The mapping step: what each column was taken as, changeable column by column. */
export function BomMappingStep({
  columns,
  samples,
  mapping,
  busy,
  onChange,
}: {
  columns: readonly string[];
  /** Rows below the header, for a few example values per column. */
  samples: readonly (readonly string[])[];
  mapping: BomMapping;
  busy: boolean;
  onChange: (mapping: BomMapping) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const fieldOf = (column: number): BomField | '' => BOM_FIELDS.find((field) => mapping[field] === column) ?? '';

  function assign(column: number, field: BomField | '') {
    const next: BomMapping = { ...mapping };
    for (const name of BOM_FIELDS) if (next[name] === column) next[name] = null;
    if (field !== '') next[field] = column;
    onChange(next);
  }

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        <Trans>2. Kiểm tra các cột</Trans>
      </h2>
      <p className={styles.meta}>
        <Trans>Mỗi cột được hiểu như bên dưới. Đổi nếu chưa đúng: lựa chọn được nhớ cho các tệp cùng kiểu tiêu đề.</Trans>
      </p>
      <ul className={styles.mappingList}>
        {columns.map((header, column) => {
          const examples = samples
            .map((row) => (row[column] ?? '').trim())
            .filter((cell) => cell !== '')
            .slice(0, 3);
          return (
            <li key={column} className={styles.mappingItem}>
              <label htmlFor={`${id}-${column}`} className={styles.mappingHeader}>
                {header}
              </label>
              <span className={styles.meta}>{examples.join(' · ') || t`(trống)`}</span>
              <select
                id={`${id}-${column}`}
                className={styles.select}
                value={fieldOf(column)}
                disabled={busy}
                onChange={(event) => assign(column, event.currentTarget.value as BomField | '')}
              >
                <option value="">{t`Không dùng`}</option>
                {BOM_FIELDS.map((field) => (
                  <option key={field} value={field}>
                    {bomFieldName(i18n, field)}
                  </option>
                ))}
              </select>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
