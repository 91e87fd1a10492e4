import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { AdminImportCounts, AdminImportRowPlan, AdminProductOptions, ImportAction } from '#shared/catalog-admin/schemas.ts';
import { formatVnd } from '#shared/money/format.ts';
import { importFieldLabel, importRowErrorText } from './import-text.ts';
import styles from './product-import.module.css';

/** Rows shown at once; the counts above say how many there are in all. */
const SHOWN_ROWS = 100;

const ACTION_LABELS = {
  create: msg`Tạo mới`,
  update: msg`Cập nhật`,
  unchanged: msg`Không đổi`,
  reject: msg`Từ chối`,
} as const;

/** Each action's tone, in the counts and the row badges. */
const ACTION_CLASS: Record<ImportAction, string | undefined> = {
  create: styles.create,
  update: styles.update,
  unchanged: styles.unchanged,
  reject: styles.reject,
};

function actionLabel(i18n: I18n, action: ImportAction): string {
  return i18n._(ACTION_LABELS[action]);
}

/** The four counts of a dry run or an apply. */
export function ImportCountsList({ counts }: { counts: AdminImportCounts }) {
  const { i18n } = useLingui();
  return (
    <dl className={styles.counts}>
      {(['create', 'update', 'unchanged', 'reject'] as const).map((action) => (
        <div key={action} className={`${styles.count} ${ACTION_CLASS[action] ?? ''}`}>
          <dt>{actionLabel(i18n, action)}</dt>
          <dd>{counts[action].toLocaleString('vi-VN')}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A changed value in a line: prices as "1+: 1.600 ₫", numbers grouped, a category by its name. */
function valueText(field: string, value: unknown, categoryName: (id: number) => string | null): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'prices' && Array.isArray(value)) return value.map((row: { quantity: number; price: number }) => `${row.quantity}+: ${formatVnd(row.price)}`).join(', ');
  if (field === 'cost_usd' && Array.isArray(value)) return value.map((row: [number, number]) => `${row[0]}+: $${row[1]}`).join(', ');
  if (field === 'category_id' && typeof value === 'number') return categoryName(value) ?? `#${value}`;
  if (typeof value === 'number') return value.toLocaleString('vi-VN');
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  return String(value);
}

/**
 * The rows of a dry run (or the rows refused at apply), filtered by action: what each creates or
 * changes (before → after) or why it is refused, at most 100 at a time.
 */
export function ImportRowsTable({ rows, options }: { rows: readonly AdminImportRowPlan[]; options: AdminProductOptions | null }) {
  const { t, i18n } = useLingui();
  const present = (['reject', 'create', 'update', 'unchanged'] as const).filter((action) => rows.some((row) => row.action === action));
  const [shown, setShown] = useState<ImportAction | 'changes'>(present.some((action) => action !== 'unchanged') ? 'changes' : 'unchanged');
  const categories = new Map(options?.categories.map((category) => [category.id, category.name]) ?? []);
  const categoryName = (id: number) => categories.get(id) ?? null;
  const matching = rows.filter((row) => (shown === 'changes' ? row.action !== 'unchanged' : row.action === shown));
  return (
    <div className={styles.rows}>
      {present.length > 1 && (
        <div className={styles.filter}>
          <label htmlFor="import-rows-shown">
            <Trans>Hiện các dòng</Trans>
          </label>
          <select id="import-rows-shown" value={shown} onChange={(event) => setShown(event.target.value as typeof shown)}>
            <option value="changes">{t`Có thay đổi hoặc bị từ chối`}</option>
            {present.map((action) => (
              <option key={action} value={action}>
                {actionLabel(i18n, action)}
              </option>
            ))}
          </select>
        </div>
      )}
      {matching.length > SHOWN_ROWS && (
        <p className={styles.help}>
          <Trans>
            Hiện {SHOWN_ROWS} / {matching.length} dòng đầu.
          </Trans>
        </p>
      )}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">
            <Trans>Các dòng của tệp và việc sẽ làm với từng dòng</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.num}>
                <Trans>Dòng</Trans>
              </th>
              <th scope="col">
                <Trans>Sản phẩm</Trans>
              </th>
              <th scope="col">
                <Trans>Việc</Trans>
              </th>
              <th scope="col">
                <Trans>Chi tiết</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {matching.slice(0, SHOWN_ROWS).map((row) => (
              <tr key={row.line}>
                <td className={styles.num} data-label={t`Dòng`}>
                  {row.line}
                </td>
                <td>
                  <span className={styles.productName}>
                    {row.product_id ? (
                      <Link to="/admin/products/$id" params={{ id: String(row.product_id) }}>
                        {row.name || row.sku}
                      </Link>
                    ) : (
                      <span>{row.name || row.sku || '—'}</span>
                    )}
                    <span className={styles.code}>{row.sku}</span>
                  </span>
                </td>
                <td data-label={t`Việc`}>
                  <span className={`${styles.badge} ${ACTION_CLASS[row.action] ?? ''}`}>{actionLabel(i18n, row.action)}</span>
                </td>
                <td>
                  {row.action === 'reject' ? (
                    <ul className={styles.details}>
                      {Object.entries(row.errors).map(([field, key]) => (
                        <li key={field}>
                          {importFieldLabel(i18n, field)}: {importRowErrorText(i18n, key)}
                        </li>
                      ))}
                    </ul>
                  ) : row.changes.length > 0 ? (
                    <ul className={styles.details}>
                      {row.changes.map((change) => (
                        <li key={change.field}>
                          {importFieldLabel(i18n, change.field)}: {valueText(change.field, change.before, categoryName)} → {valueText(change.field, change.after, categoryName)}
                        </li>
                      ))}
                    </ul>
                  ) : row.action === 'create' ? (
                    <Trans>Sản phẩm mới</Trans>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
