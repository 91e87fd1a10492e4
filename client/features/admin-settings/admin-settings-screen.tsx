import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { formatVnd } from '#shared/money/format.ts';
import type { DeliveryFeesResponse } from '#shared/shop-settings/schemas.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { StaffPageHead } from '../../ui/staff-page-head.tsx';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import mutedText from '../../ui/muted-text.module.css';
import pageStyles from '../../ui/page.module.css';
import { fetchDeliveryFees } from './delivery-fees-api.ts';
import { DeliveryFeeRow } from './delivery-fee-row.tsx';
import { BankAccountForm } from './bank-account-form.tsx';
import { ExchangeRateForm } from './exchange-rate-form.tsx';
import { OpeningHoursForm } from './opening-hours-form.tsx';
import styles from './admin-settings-screen.module.css';

type State = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; fees: DeliveryFeesResponse };

/**
 * `/admin/settings`: the settings staff run the shop with. The exchange rate, with the margin on
 * supplier cost and re-pricing on demand beside it (`repricing`, the catalogue's panel); the opening hours
 * the pickup slots come from; the bank account customers transfer to; delivery fees per province
 * (spec §9 "Delivery and COD fees come from location levels"): checkout charges what is saved
 * here, the server recomputing every order with it; the latest changes show who changed what.
 */
export function AdminSettingsScreen({ repricing }: { repricing?: (onStatus: (message: string) => void) => ReactNode }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  usePageMeta({ title: t`Cài đặt cửa hàng` });
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    fetchDeliveryFees(controller.signal).then(
      (fees) => setState({ status: 'ready', fees }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const names = new Map(state.status === 'ready' ? state.fees.provinces.map((province) => [province.id, province.name]) : []);
  return (
    <div className={`container ${pageStyles.page}`}>
      <StaffPageHead title={<Trans>Cài đặt cửa hàng</Trans>} status={status} />
      <section className={styles.panel} aria-labelledby="exchange-rate-title">
        <h2 id="exchange-rate-title" className={styles.sectionTitle}>
          {repricing ? <Trans>Tỷ giá và lợi nhuận</Trans> : <Trans>Tỷ giá</Trans>}
        </h2>
        <ExchangeRateForm
          onSaved={(message) => {
            setStatus(message);
            // The re-pricing beside it prices with the saved rate: read it again.
            if (repricing) void router.invalidate();
          }}
        />
        {repricing?.(setStatus)}
      </section>
      <section className={styles.panel} aria-labelledby="opening-hours-title">
        <h2 id="opening-hours-title" className={styles.sectionTitle}>
          <Trans>Giờ mở cửa và khung giờ nhận hàng</Trans>
        </h2>
        <OpeningHoursForm onSaved={setStatus} />
      </section>
      <section className={styles.panel} aria-labelledby="bank-account-title">
        <h2 id="bank-account-title" className={styles.sectionTitle}>
          <Trans>Tài khoản nhận chuyển khoản</Trans>
        </h2>
        <BankAccountForm onSaved={setStatus} />
      </section>
      {state.status === 'loading' && (
        <p className={mutedText.muted} role="status" aria-busy="true">
          <Trans>Đang tải…</Trans>
        </p>
      )}
      {state.status === 'error' && <ErrorState error={state.error} onRetry={() => setAttempt((value) => value + 1)} />}
      {state.status === 'ready' && (
        <div className={styles.layout}>
          <section className={styles.panel} aria-labelledby="delivery-fees-title">
            <h2 id="delivery-fees-title" className={styles.sectionTitle}>
              <Trans>Phí giao hàng theo tỉnh, thành</Trans>
            </h2>
            <p className={mutedText.muted}>
              <Trans>Phí cho cả tỉnh; các phường, xã thuộc tỉnh đổi theo cùng mức (giữ phụ phí riêng như đặc khu). Trang thanh toán tính ngay theo phí mới.</Trans>
            </p>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption className="visually-hidden">{t`Phí giao hàng theo tỉnh, thành`}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t`Tỉnh, thành`}</th>
                    <th scope="col">{t`Phí hiện tại`}</th>
                    <th scope="col">{t`Phí mới (đ)`}</th>
                  </tr>
                </thead>
                <tbody>
                  {state.fees.provinces.map((province) => (
                    <DeliveryFeeRow
                      key={`${province.id}-${province.payment}`}
                      province={province}
                      onSaved={(name) => {
                        setStatus(t`Đã lưu phí giao hàng ${name}.`);
                        setAttempt((value) => value + 1);
                      }}
                    />
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          <section className={styles.panel} aria-labelledby="fee-changes-title">
            <h2 id="fee-changes-title" className={styles.sectionTitle}>
              <Trans>Thay đổi gần đây</Trans>
            </h2>
            {state.fees.changes.length === 0 ? (
              <p className={mutedText.muted}>
                <Trans>Chưa có thay đổi nào được ghi lại.</Trans>
              </p>
            ) : (
              <ol className={styles.changes}>
                {state.fees.changes.map((change, index) => (
                  <li key={index}>
                    <strong>{names.get(change.province_id) ?? change.province_id}</strong>: {formatVnd(Number(change.before?.payment ?? 0))} → {formatVnd(Number(change.after?.payment ?? 0))}
                    <div className={mutedText.muted}>
                      {change.user_name ?? t`(không rõ)`} · <time dateTime={change.at}>{i18n.date(new Date(change.at), { dateStyle: 'short', timeStyle: 'short' })}</time>
                    </div>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
