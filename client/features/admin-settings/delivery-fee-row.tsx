import { Trans, useLingui } from '@lingui/react/macro';
import { formatVnd } from '#shared/money/format.ts';
import { deliveryFeeError } from '#shared/shop-settings/delivery-fee-rules.ts';
import type { ProvinceDeliveryFee } from '#shared/shop-settings/schemas.ts';
import { saveDeliveryFee } from './delivery-fees-api.ts';
import { settingsFieldText } from './settings-messages.ts';
import { useAmountForm } from './use-amount-form.ts';
import styles from './admin-settings-screen.module.css';

/** One province: its fee as an input, saved on its own (a 400 shows under the input). */
export function DeliveryFeeRow({ province, onSaved }: { province: ProvinceDeliveryFee; onSaved: (name: string) => void }) {
  const { t, i18n } = useLingui();
  const { value, setValue, error, pending, onSubmit } = useAmountForm({
    initial: String(province.payment),
    rule: deliveryFeeError,
    field: 'payment',
    send: async (amount) => {
      await saveDeliveryFee(province.id, amount);
      onSaved(province.name);
    },
  });
  const inputId = `fee-${province.id}`;
  const errorId = `${inputId}-error`;
  const changed = value.replaceAll(/[.,\s]/g, '') !== String(province.payment);

  return (
    <tr>
      <th scope="row" className={styles.province}>
        <label htmlFor={inputId}>{province.name}</label>
      </th>
      <td className={styles.current}>{formatVnd(province.payment)}</td>
      <td>
        <form className={styles.feeForm} noValidate onSubmit={onSubmit}>
          <input
            id={inputId}
            name="payment"
            inputMode="numeric"
            className={styles.feeInput}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <button type="submit" className={styles.saveButton} disabled={!changed} aria-disabled={pending || undefined} aria-label={t`Lưu phí giao hàng ${province.name}`}>
            <Trans>Lưu</Trans>
          </button>
          {error && (
            <span id={errorId} className={styles.fieldError}>
              {settingsFieldText(i18n, error)}
            </span>
          )}
        </form>
      </td>
    </tr>
  );
}
