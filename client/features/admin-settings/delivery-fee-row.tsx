import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatVnd } from '#shared/money/format.ts';
import { deliveryFeeError } from '#shared/shop-settings/delivery-fee-rules.ts';
import type { ProvinceDeliveryFee } from '#shared/shop-settings/schemas.ts';
import { amountOfInput } from '#shared/shop-settings/amount-input.ts';
import { formErrorOf } from '../../ui/form/form-error.ts';
import { saveDeliveryFee } from './delivery-fees-api.ts';
import { settingsFieldText } from './settings-messages.ts';
import styles from './admin-settings-screen.module.css';

/** One province: its fee as an input, saved on its own (a 400 shows under the input). */
export function DeliveryFeeRow({ province, onSaved }: { province: ProvinceDeliveryFee; onSaved: (name: string) => void }) {
  const { t, i18n } = useLingui();
  const [value, setValue] = useState(String(province.payment));
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inputId = `fee-${province.id}`;
  const errorId = `${inputId}-error`;
  const changed = value.replaceAll(/[.,\s]/g, '') !== String(province.payment);

  async function save() {
    const problem = deliveryFeeError(value);
    if (problem) return setError(problem);
    setPending(true);
    setError(null);
    try {
      await saveDeliveryFee(province.id, amountOfInput(value));
      onSaved(province.name);
    } catch (caught) {
      const failure = formErrorOf(caught);
      setError(failure.fields.payment ?? failure.code);
    } finally {
      setPending(false);
    }
  }

  return (
    <tr>
      <th scope="row" className={styles.province}>
        <label htmlFor={inputId}>{province.name}</label>
      </th>
      <td className={styles.current}>{formatVnd(province.payment)}</td>
      <td>
        <form
          className={styles.feeForm}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!pending) void save();
          }}
        >
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
