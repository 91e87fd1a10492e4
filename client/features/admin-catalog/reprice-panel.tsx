import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { MAX_MARGIN_PERCENT, MIN_MARGIN_PERCENT, marginPercentOf } from '#shared/catalog-admin/margin.ts';
import type { AdminPricing, AdminRepricePreview } from '#shared/catalog-admin/schemas.ts';
import { formatVnd } from '#shared/money/format.ts';
import adminPage from '../../ui/admin-page.module.css';
import { TextField } from '../../ui/form/text-field.tsx';
import notice from '../../ui/notice.module.css';
import { applyReprice, previewReprice } from './admin-products-api.ts';
import styles from './product-import.module.css';

/**
 * The margin on supplier cost and re-pricing on demand: every product with a known supplier cost
 * gets USD cost × rate × (1 + margin) in whole hundreds, previewed (how many change, the smallest
 * and largest change) before it is applied in one transaction. Shown on /admin/products/pricing
 * and beside the exchange rate on /admin/settings (`rateLink` false there: the rate is just above).
 */
export function RepricePanel({ pricing, onStatus, rateLink = true }: { pricing: AdminPricing; onStatus: (message: string) => void; rateLink?: boolean }) {
  const { t } = useLingui();
  const router = useRouter();
  const [margin, setMargin] = useState(String(pricing.margin_percent));
  const [error, setError] = useState<string | undefined>();
  const [preview, setPreview] = useState<AdminRepricePreview | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<number | null>(null);

  function typedMargin(): number | null {
    const value = marginPercentOf(margin);
    setError(value === null ? t`Nhập một số từ ${MIN_MARGIN_PERCENT} đến ${MAX_MARGIN_PERCENT}.` : undefined);
    return value;
  }

  async function runPreview(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = typedMargin();
    if (value === null) return;
    setBusy(true);
    setDone(null);
    try {
      const shown = await previewReprice(value);
      setPreview(shown);
      onStatus(t`Xem trước: ${shown.changed_products} sản phẩm đổi giá.`);
    } catch {
      onStatus(t`Không xem trước được. Vui lòng thử lại.`);
    } finally {
      setBusy(false);
    }
  }

  async function runApply() {
    if (!preview) return;
    setBusy(true);
    try {
      const applied = await applyReprice(preview.margin_percent);
      setDone(applied.changed_products);
      setPreview(null);
      onStatus(t`Đã đổi giá ${applied.changed_products} sản phẩm.`);
      await router.invalidate();
    } catch {
      onStatus(t`Không áp dụng được. Vui lòng thử lại.`);
    } finally {
      setBusy(false);
    }
  }

  const percent = (value: number | null) => (value === null ? '—' : `${value > 0 ? '+' : ''}${value.toLocaleString('vi-VN')} %`);
  const rate = pricing.exchange_rate.toLocaleString('vi-VN');
  const costed = pricing.costed_products.toLocaleString('vi-VN');

  return (
    <>
      <p className={styles.help}>
        {rateLink ? (
          <Trans>
            Giá bán = giá nhập (USD) × tỷ giá × (1 + lợi nhuận), làm tròn đến trăm đồng. Tỷ giá hôm nay: {rate} đ/USD (đổi ở <Link to="/admin/settings">trang cài đặt</Link>). {costed} sản phẩm có giá nhập.
          </Trans>
        ) : (
          <Trans>
            Giá bán = giá nhập (USD) × tỷ giá × (1 + lợi nhuận), làm tròn đến trăm đồng, theo tỷ giá đã lưu: {rate} đ/USD. {costed} sản phẩm có giá nhập.
          </Trans>
        )}
      </p>
      <form className={styles.fileForm} onSubmit={(event) => void runPreview(event)} noValidate>
        <TextField
          name="margin_percent"
          label={t`Lợi nhuận (%)`}
          inputMode="decimal"
          value={margin}
          error={error}
          onChange={(event) => {
            setMargin(event.target.value);
            setPreview(null);
          }}
        />
        <button type="submit" className={styles.primary} disabled={busy}>
          <Trans>Xem trước</Trans>
        </button>
      </form>
      {preview && (
        <div className={styles.rows} role="region" aria-label={t`Xem trước đổi giá`}>
          <dl className={styles.counts}>
            <div className={styles.count}>
              <dt>
                <Trans>Sản phẩm đổi giá</Trans>
              </dt>
              <dd>
                {preview.changed_products.toLocaleString('vi-VN')} / {preview.costed_products.toLocaleString('vi-VN')}
              </dd>
            </div>
            <div className={styles.count}>
              <dt>
                <Trans>Thay đổi nhỏ nhất</Trans>
              </dt>
              <dd>{percent(preview.min_change_percent)}</dd>
            </div>
            <div className={styles.count}>
              <dt>
                <Trans>Thay đổi lớn nhất</Trans>
              </dt>
              <dd>{percent(preview.max_change_percent)}</dd>
            </div>
          </dl>
          {preview.samples.length > 0 && (
            <ul className={styles.details}>
              {preview.samples.map((sample) => (
                <li key={sample.id}>
                  <span className={styles.code}>{sample.sku}</span> {sample.name}: {formatVnd(sample.before)} → {formatVnd(sample.after)}
                </li>
              ))}
            </ul>
          )}
          <div className={adminPage.actions}>
            <button type="button" className={styles.primary} disabled={busy} onClick={() => void runApply()}>
              {preview.changed_products > 0 ? <Trans>Lưu lợi nhuận và đổi giá {preview.changed_products} sản phẩm</Trans> : <Trans>Lưu lợi nhuận</Trans>}
            </button>
          </div>
        </div>
      )}
      {done !== null && (
        <p className={notice.success} role="status">
          <Trans>Đã lưu. {done} sản phẩm đổi giá; cửa hàng cập nhật trong vài giây.</Trans>
        </p>
      )}
    </>
  );
}
