import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { AdminProductOptions, AdminProductResponse } from '#shared/catalog-admin/schemas.ts';
import { PRODUCT_LIMITS, productFieldErrors } from '#shared/catalog-admin/product-rules.ts';
import { formatVnd } from '#shared/money/format.ts';
import { formatUsdOfVnd } from '#shared/money/usd.ts';
import { commonErrorText } from '../../i18n/api-error-text.ts';
import { useConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { FieldFrame } from '../../ui/form/field-frame.tsx';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import { formErrorOf, localFormError, type FormError } from '../../ui/form/form-error.ts';
import { SelectField } from '../../ui/form/select-field.tsx';
import { SubmitButton } from '../../ui/form/submit-button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import textarea from '../../ui/form/textarea.module.css';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import { AdminSectionTabs, CATALOG_SECTIONS } from '../../ui/admin-section-tabs.tsx';
import { saveAdminProduct, setAdminProductArchived } from './admin-products-api.ts';
import { ProductHistory } from './product-history.tsx';
import { ProductPictures } from './product-pictures.tsx';
import { bodyOf, draftOf, typedNumber, type ProductDraft } from './product-draft.ts';
import { CategoryOptions } from './category-options.tsx';
import { productFieldText } from './product-field-text.ts';
import styles from './admin-catalog.module.css';

const FIELD_ORDER = ['name', 'name_en', 'mpn', 'sku', 'category_id', 'supplier_id', 'package', 'unit', 'multiples', 'step', 'inventory', 'prices', 'datasheet_url', 'description', 'property_ids'] as const;

/**
 * /admin/products/new and /admin/products/{id}: the staff product form (names vi/en, codes,
 * category and brand, package, unit and quantities, volume prices in VND with today's USD view,
 * stock, visibility, filter values), its pictures and its change history. A refused save keeps
 * everything typed and shows each message beside its field.
 */
export function AdminProductEditor({ loaded, options }: { loaded: AdminProductResponse | null; options: AdminProductOptions }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const router = useRouter();
  const product = loaded?.product ?? null;
  usePageMeta({ title: product ? t`Sửa sản phẩm` : t`Thêm sản phẩm` });
  const [draft, setDraft] = useState<ProductDraft>(() => draftOf(product));
  const [saved, setSaved] = useState(false);
  const [archiving, setArchiving] = useState(false);
  const [confirm, confirmDialog] = useConfirmDialog();
  const { formRef, alertRef, pending, error, submit } = useFormSubmit<FormError>(FIELD_ORDER, formErrorOf);
  const fieldError = (name: string) => {
    const code = error?.fields[name];
    return code ? productFieldText(i18n, code) : null;
  };
  const set = (name: keyof ProductDraft) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setSaved(false);
    setDraft((current) => ({ ...current, [name]: value }));
  };
  const setPrice = (index: number, name: 'quantity' | 'price', value: string) => {
    setSaved(false);
    setDraft((current) => ({ ...current, prices: current.prices.map((row, i) => (i === index ? { ...row, [name]: value } : row)) }));
  };
  const rate = loaded?.exchange_rate ?? null;
  const valueOfGroup = new Map<number, number>();
  for (const group of options.property_groups) {
    const chosen = group.values.find((value) => draft.property_ids.includes(value.id));
    if (chosen) valueOfGroup.set(group.id, chosen.id);
  }
  const setGroupValue = (groupId: number, valueId: number | null) => {
    const groupValues = new Set(options.property_groups.find((group) => group.id === groupId)?.values.map((value) => value.id) ?? []);
    setSaved(false);
    setDraft((current) => ({ ...current, property_ids: [...current.property_ids.filter((id) => !groupValues.has(id)), ...(valueId ? [valueId] : [])] }));
  };

  async function toggleArchive() {
    if (!product) return;
    const archive = product.archived_at === null;
    if (archive && !(await confirm({ title: t`Lưu trữ sản phẩm`, message: t`Sản phẩm sẽ rời khỏi cửa hàng nhưng vẫn được giữ cho các đơn hàng đã có. Tiếp tục?`, confirmLabel: t`Lưu trữ` }))) return;
    setArchiving(true);
    try {
      await setAdminProductArchived(product.id, archive);
      await router.invalidate();
    } finally {
      setArchiving(false);
    }
  }

  return (
    <div className={`container ${styles.page}`}>
      {confirmDialog}
      <div className={styles.toolbar}>
        <h1 className={styles.title}>{product ? <Trans>Sửa sản phẩm</Trans> : <Trans>Thêm sản phẩm</Trans>}</h1>
        <Link to="/admin/products" className={styles.button}>
          <Trans>Về danh sách</Trans>
        </Link>
      </div>
      <AdminSectionTabs sections={CATALOG_SECTIONS} current="products" />
      {product?.archived_at && (
        <p className={styles.badgeWarn} role="status">
          <Trans>Sản phẩm đã được lưu trữ: không hiển thị trên cửa hàng.</Trans>
        </p>
      )}
      <div className={styles.layout}>
        <form
          ref={formRef}
          noValidate
          className={styles.form}
          aria-label={t`Thông tin sản phẩm`}
          onSubmit={(event) =>
            submit(event, {
              check: () => localFormError(productFieldErrors(bodyOf(draft))),
              send: async () => {
                const { id } = await saveAdminProduct(product?.id ?? null, bodyOf(draft));
                if (!product) {
                  await navigate({ to: '/admin/products/$id', params: { id: String(id) } });
                  return;
                }
                await router.invalidate();
                setSaved(true);
              },
            })
          }
        >
          {error && error.code !== 'validation_failed' && Object.keys(error.fields).length === 0 && <FormAlert ref={alertRef}>{commonErrorText(i18n, error.code, error.retryAfterSeconds)}</FormAlert>}
          {saved && (
            <p role="status" className={styles.badge}>
              <Trans>Đã lưu. Cửa hàng cập nhật trong vài giây.</Trans>
            </p>
          )}
          <section className={styles.section} aria-labelledby="product-names">
            <h2 id="product-names" className={styles.sectionTitle}>
              <Trans>Tên và mã</Trans>
            </h2>
            <TextField name="name" label={t`Tên (tiếng Việt)`} required maxLength={PRODUCT_LIMITS.name} value={draft.name} onChange={set('name')} error={fieldError('name')} />
            <TextField name="name_en" label={t`Tên (tiếng Anh)`} hint={t`Để trống: cửa hàng tiếng Anh dùng tên tiếng Việt.`} maxLength={PRODUCT_LIMITS.name_en} value={draft.name_en} onChange={set('name_en')} error={fieldError('name_en')} />
            <div className={styles.row}>
              <TextField name="mpn" label={t`Mã nhà sản xuất (MPN)`} required value={draft.mpn} onChange={set('mpn')} error={fieldError('mpn')} />
              <TextField name="sku" label={t`Mã SKU`} required value={draft.sku} onChange={set('sku')} error={fieldError('sku')} />
            </div>
            <div className={styles.row}>
              <SelectField name="category_id" label={t`Danh mục`} required value={draft.category_id} onChange={set('category_id')} error={fieldError('category_id')}>
                <option value="">{t`Chọn danh mục`}</option>
                <CategoryOptions categories={options.categories} />
              </SelectField>
              <SelectField name="supplier_id" label={t`Hãng sản xuất`} value={draft.supplier_id} onChange={set('supplier_id')} error={fieldError('supplier_id')}>
                <option value="">{t`Không rõ hãng`}</option>
                {options.suppliers.map((supplier) => (
                  <option key={supplier.id} value={supplier.id}>
                    {supplier.name}
                  </option>
                ))}
              </SelectField>
            </div>
            <div className={styles.row}>
              <TextField name="package" label={t`Kiểu chân (package)`} value={draft.package} onChange={set('package')} error={fieldError('package')} />
              <TextField name="datasheet_url" type="url" label={t`Liên kết datasheet`} value={draft.datasheet_url} onChange={set('datasheet_url')} error={fieldError('datasheet_url')} />
            </div>
            <FieldFrame name="description" label={t`Mô tả`} error={fieldError('description')}>
              {({ id, describedBy, invalid }) => (
                <textarea id={id} name="description" rows={4} value={draft.description} onChange={set('description')} aria-invalid={invalid || undefined} aria-describedby={describedBy} className={textarea.textarea} />
              )}
            </FieldFrame>
          </section>

          <section className={styles.section} aria-labelledby="product-selling">
            <h2 id="product-selling" className={styles.sectionTitle}>
              <Trans>Bán hàng</Trans>
            </h2>
            <div className={`${styles.row} ${styles.row3}`}>
              <TextField name="unit" label={t`Đơn vị`} required value={draft.unit} onChange={set('unit')} error={fieldError('unit')} />
              <TextField name="multiples" inputMode="numeric" label={t`Mua tối thiểu`} required value={draft.multiples} onChange={set('multiples')} error={fieldError('multiples')} />
              <TextField name="step" inputMode="numeric" label={t`Bước số lượng`} required value={draft.step} onChange={set('step')} error={fieldError('step')} />
            </div>
            <TextField name="inventory" inputMode="numeric" label={t`Tồn kho`} required value={draft.inventory} onChange={set('inventory')} error={fieldError('inventory')} />
            <fieldset className={styles.form}>
              <legend>
                <Trans>Giá theo số lượng (VND)</Trans>
              </legend>
              <table className={styles.breaks}>
                <thead>
                  <tr>
                    <th scope="col">{t`Từ số lượng`}</th>
                    <th scope="col">{t`Đơn giá (đ)`}</th>
                    <th scope="col">{t`Theo USD hôm nay`}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t`Xóa`}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {draft.prices.map((row, index) => {
                    const vnd = typedNumber(row.price);
                    return (
                      <tr key={index}>
                        <td>
                          <input name={index === 0 ? 'prices' : undefined} inputMode="numeric" aria-label={t`Số lượng mức ${index + 1}`} value={row.quantity} onChange={(event) => setPrice(index, 'quantity', event.target.value)} aria-invalid={Boolean(fieldError('prices')) || undefined} />
                        </td>
                        <td>
                          <input inputMode="numeric" aria-label={t`Đơn giá mức ${index + 1}`} value={row.price} onChange={(event) => setPrice(index, 'price', event.target.value)} aria-invalid={Boolean(fieldError('prices')) || undefined} />
                        </td>
                        <td className={styles.muted}>{rate && Number.isFinite(vnd) && vnd > 0 ? formatUsdOfVnd(vnd, rate) : '—'}</td>
                        <td>
                          <button type="button" className={styles.small} aria-label={t`Xóa mức ${index + 1}`} disabled={draft.prices.length === 1} onClick={() => setDraft((current) => ({ ...current, prices: current.prices.filter((_, i) => i !== index) }))}>
                            ×
                          </button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
              {fieldError('prices') && (
                <p className={styles.error} role="alert">
                  {fieldError('prices')}
                </p>
              )}
              <div className={styles.actions}>
                <button type="button" className={styles.button} onClick={() => setDraft((current) => ({ ...current, prices: [...current.prices, { quantity: '', price: '' }] }))}>
                  <Trans>Thêm mức giá</Trans>
                </button>
                {rate && (
                  <span className={styles.muted}>
                    <Trans>Tỷ giá hôm nay: 1 USD = {formatVnd(rate)}</Trans>
                  </span>
                )}
              </div>
            </fieldset>
            <div className={styles.checks}>
              <label className={styles.check}>
                <input type="checkbox" name="visible" checked={draft.visible} onChange={(event) => setDraft((current) => ({ ...current, visible: event.target.checked }))} />
                <Trans>Hiển thị trên cửa hàng</Trans>
              </label>
              <label className={styles.check}>
                <input type="checkbox" name="preferred" checked={draft.preferred} onChange={(event) => setDraft((current) => ({ ...current, preferred: event.target.checked }))} />
                <Trans>Linh kiện cơ bản</Trans>
              </label>
            </div>
          </section>

          <section className={styles.section} aria-labelledby="product-properties">
            <h2 id="product-properties" className={styles.sectionTitle}>
              <Trans>Thuộc tính lọc</Trans>
            </h2>
            {fieldError('property_ids') && <p className={styles.error}>{fieldError('property_ids')}</p>}
            <div className={`${styles.properties} ${styles.row}`}>
              {options.property_groups.map((group) => (
                <SelectField key={group.id} name={`property-${group.id}`} label={group.name} value={String(valueOfGroup.get(group.id) ?? '')} onChange={(event) => setGroupValue(group.id, event.target.value ? Number(event.target.value) : null)}>
                  <option value="">—</option>
                  {group.values.map((value) => (
                    <option key={value.id} value={value.id}>
                      {value.name}
                    </option>
                  ))}
                </SelectField>
              ))}
            </div>
          </section>

          <div className={styles.actions}>
            <SubmitButton pending={pending} pendingLabel={t`Đang lưu…`}>
              {product ? <Trans>Lưu thay đổi</Trans> : <Trans>Tạo sản phẩm</Trans>}
            </SubmitButton>
            {product && (
              <button type="button" className={product.archived_at ? styles.button : styles.danger} disabled={archiving} onClick={() => void toggleArchive()}>
                {product.archived_at ? <Trans>Bỏ lưu trữ</Trans> : <Trans>Lưu trữ</Trans>}
              </button>
            )}
            {product && !product.archived_at && product.visible && (
              <Link to="/products/$slug" params={{ slug: product.slug }}>
                <Trans>Xem trên cửa hàng</Trans>
              </Link>
            )}
          </div>
        </form>
        {product && loaded && (
          <aside className={styles.form}>
            <ProductPictures productId={product.id} images={product.images} />
            <ProductHistory history={loaded.history} />
          </aside>
        )}
      </div>
    </div>
  );
}
