import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { bulkChangeOf, type BulkChange, type BulkChangeInput } from '#shared/catalog-admin/bulk-change.ts';
import type { AdminBulkPreview, AdminProductOptions } from '#shared/catalog-admin/schemas.ts';
import { formatVnd } from '#shared/money/format.ts';
import { fieldErrorText } from '../../i18n/api-error-text.ts';
import { formErrorOf } from '../../ui/form/form-error.ts';
import { SelectField } from '../../ui/form/select-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { applyBulkChange, previewBulkChange } from './admin-products-api.ts';
import { typedNumber } from './product-draft.ts';
import { CategoryOptions } from './category-options.tsx';
import styles from './admin-catalog.module.css';

type Kind = BulkChange['kind'];
type Facts = AdminBulkPreview['rows'][number]['before'];

function inputOf(kind: Kind, value: string): BulkChangeInput {
  switch (kind) {
    case 'category':
      return { kind, ...(value ? { category_id: Number(value) } : {}) };
    case 'visibility':
      return { kind, visible: value !== '0' };
    case 'price_percent':
      return { kind, ...(value.trim() ? { percent: Number(value.trim().replace(',', '.')) } : {}) };
    case 'stock':
      return { kind, ...(value.trim() ? { inventory: typedNumber(value) } : {}) };
  }
}

/**
 * The selected products' bulk change: choose what to change, see each product before → after
 * (the server computes it with the rule that applies it), then apply it in one transaction.
 */
export function BulkBar({ ids, options, onApplied }: { ids: number[]; options: AdminProductOptions; onApplied: (changed: number) => void }) {
  const { t, i18n } = useLingui();
  const [kind, setKind] = useState<Kind>('price_percent');
  const [value, setValue] = useState('');
  const [preview, setPreview] = useState<AdminBulkPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const factText = (facts: Facts): string => {
    switch (kind) {
      case 'category':
        return facts.category_name;
      case 'visibility':
        return facts.visible ? t`Hiển thị` : t`Đang ẩn`;
      case 'stock':
        return facts.inventory.toLocaleString('vi-VN');
      case 'price_percent':
        return facts.prices.map((row) => `${row.quantity}+: ${formatVnd(row.price)}`).join(', ');
    }
  };

  async function run(step: 'preview' | 'apply') {
    const checked = bulkChangeOf(inputOf(kind, value));
    if ('error' in checked) {
      setProblem(fieldErrorText(i18n, checked.error));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const body = { ids, change: checked.change };
      if (step === 'preview') setPreview(await previewBulkChange(body));
      else {
        const { changed } = await applyBulkChange(body);
        setPreview(null);
        onApplied(changed);
      }
    } catch (caught) {
      const error = formErrorOf(caught);
      setProblem(error.fields.change ? fieldErrorText(i18n, error.fields.change) : t`Không áp dụng được thay đổi. Vui lòng thử lại.`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.section} aria-labelledby="bulk-title">
      <h2 id="bulk-title" className={styles.sectionTitle}>
        <Trans>Sửa hàng loạt {ids.length} sản phẩm đã chọn</Trans>
      </h2>
      <div className={styles.filters}>
        <SelectField
          name="bulk_kind"
          label={t`Thay đổi`}
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as Kind);
            setValue('');
            setPreview(null);
          }}
        >
          <option value="price_percent">{t`Giá theo phần trăm`}</option>
          <option value="stock">{t`Tồn kho`}</option>
          <option value="category">{t`Danh mục`}</option>
          <option value="visibility">{t`Hiển thị`}</option>
        </SelectField>
        {kind === 'category' && (
          <SelectField name="bulk_value" label={t`Danh mục mới`} value={value} onChange={(event) => (setValue(event.target.value), setPreview(null))}>
            <option value="">{t`Chọn danh mục`}</option>
            <CategoryOptions categories={options.categories} />
          </SelectField>
        )}
        {kind === 'visibility' && (
          <SelectField name="bulk_value" label={t`Hiển thị trên cửa hàng`} value={value || '1'} onChange={(event) => (setValue(event.target.value), setPreview(null))}>
            <option value="1">{t`Hiển thị`}</option>
            <option value="0">{t`Đang ẩn`}</option>
          </SelectField>
        )}
        {kind === 'price_percent' && <TextField name="bulk_value" inputMode="decimal" label={t`Phần trăm (+ tăng, − giảm)`} value={value} onChange={(event) => (setValue(event.target.value), setPreview(null))} />}
        {kind === 'stock' && <TextField name="bulk_value" inputMode="numeric" label={t`Tồn kho mới`} value={value} onChange={(event) => (setValue(event.target.value), setPreview(null))} />}
        <button type="button" className={styles.button} disabled={busy} onClick={() => void run('preview')}>
          <Trans>Xem trước</Trans>
        </button>
      </div>
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
      {preview && (
        <>
          <div className={styles.previewWrap}>
            <table className={styles.breaks}>
              <caption className="visually-hidden">{t`Xem trước thay đổi`}</caption>
              <thead>
                <tr>
                  <th scope="col">{t`Sản phẩm`}</th>
                  <th scope="col">{t`Trước`}</th>
                  <th scope="col">{t`Sau`}</th>
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((row) => (
                  <tr key={row.id}>
                    <td>
                      {row.name} <span className={styles.code}>{row.sku}</span>
                    </td>
                    <td data-label={t`Trước`}>{factText(row.before)}</td>
                    <td data-label={t`Sau`}>
                      <strong>{factText(row.after)}</strong>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} disabled={busy} onClick={() => void run('apply')}>
              <Trans>Áp dụng cho {preview.rows.length} sản phẩm</Trans>
            </button>
            <button type="button" className={styles.button} onClick={() => setPreview(null)}>
              <Trans>Hủy</Trans>
            </button>
          </div>
        </>
      )}
    </section>
  );
}
