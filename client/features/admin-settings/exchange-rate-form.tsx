import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { exchangeRateError } from '#shared/shop-settings/exchange-rate-rules.ts';
import type { ExchangeRateResponse } from '#shared/shop-settings/schemas.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import mutedText from '../../ui/muted-text.module.css';
import { fetchExchangeRate, saveExchangeRate } from './delivery-fees-api.ts';
import { settingsFieldText } from './settings-messages.ts';
import { useAmountForm } from './use-amount-form.ts';
import styles from './admin-settings-screen.module.css';

type State = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; setting: ExchangeRateResponse };

/**
 * The exchange rate (VND per USD). Saving it changes the USD view only: the English storefront's
 * prices, cart and checkout, and the rate new orders keep. VND prices stay as they are.
 */
export function ExchangeRateForm({ onSaved }: { onSaved: (message: string) => void }) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { value, setValue, error, pending, onSubmit } = useAmountForm({
    initial: '',
    rule: exchangeRateError,
    field: 'exchange_rate',
    send: async (amount) => {
      setState({ status: 'ready', setting: await saveExchangeRate(amount) });
      onSaved(t`Đã lưu tỷ giá.`);
    },
  });

  useEffect(() => {
    const controller = new AbortController();
    fetchExchangeRate(controller.signal).then(
      (setting) => {
        setState({ status: 'ready', setting });
        setValue(String(setting.exchange_rate));
      },
      (failure: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error: failure });
      },
    );
    return () => controller.abort();
  }, [attempt, setValue]);

  if (state.status === 'loading') {
    return (
      <p className={mutedText.muted} role="status">
        <Trans>Đang tải…</Trans>
      </p>
    );
  }
  if (state.status === 'error') return <ErrorState compact error={state.error} onRetry={() => setAttempt((n) => n + 1)} />;
  const last = state.setting.changes[0];
  return (
    <form className={styles.feeForm} noValidate onSubmit={onSubmit}>
      <label htmlFor="exchange-rate" className={styles.province}>
        <Trans>Tỷ giá (đồng / 1 USD)</Trans>
      </label>
      <input
        id="exchange-rate"
        name="exchange_rate"
        inputMode="numeric"
        className={styles.feeInput}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'exchange-rate-error' : 'exchange-rate-hint'}
      />
      <button type="submit" className={styles.saveButton} aria-disabled={pending || undefined}>
        <Trans>Lưu tỷ giá</Trans>
      </button>
      {error ? (
        <span id="exchange-rate-error" className={styles.fieldError}>
          {settingsFieldText(i18n, error === 'field_required' || error === 'field_invalid' ? `rate_${error}` : error)}
        </span>
      ) : (
        <span id="exchange-rate-hint" className={`${mutedText.muted} ${styles.hint}`}>
          <Trans>Chỉ đổi giá USD trên trang tiếng Anh (giá VND chia tỷ giá) và tỷ giá lưu vào đơn mới; giá VND và đơn đã đặt không đổi.</Trans>
          {last && ` ${last.user_name ?? ''} · ${i18n.date(new Date(last.at), { dateStyle: 'short', timeStyle: 'short' })}`}
        </span>
      )}
    </form>
  );
}
