import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { QuoteAddress } from '#shared/pcb/quote-method.ts';
import { usePrice } from '../../money/use-price.ts';
import { currentPath } from '../../session/login-href.ts';
import { chosenAddress } from './delivery-charges.ts';
import styles from './delivery-address-choice.module.css';
import panel from './delivery-panel.module.css';
import pcbActions from './pcb-actions.module.css';
import pcbPage from './pcb-page.module.css';
import quoteCard from './quote-card.module.css';
import specChoices from './spec-choices.module.css';

interface DeliveryAddressChoiceProps {
  addresses: readonly QuoteAddress[];
  /** The chosen address id; null for the default (listed first). */
  value: number | null;
  onChange: (addressId: number) => void;
  /** The refused submit's message (please_select_address), beside the choice. */
  error: string | null;
}

/** The fee and the delivery time of an address: its deepest location level's (spec §3 Profile locations). */
function deepest(address: QuoteAddress): { payment: number; time: string } | null {
  const level = [...address.locations].sort((a, b) => b.level - a.level)[0];
  return level ? { payment: level.payment, time: level.time_delivery } : null;
}

/**
 * Where a Vietnamese quote is delivered: one of the customer's delivery
 * addresses, each with the delivery fee and time of its location, which the price panel adds;
 * without any, a link to add one first (the fee cannot be priced without it). Addresses are
 * managed on /user/delivery-addresses, which comes back here.
 */
export function DeliveryAddressChoice({ addresses, value, onChange, error }: DeliveryAddressChoiceProps) {
  const { t } = useLingui();
  const price = usePrice();
  const id = useId();
  const back = encodeURIComponent(currentPath());
  const chosen = chosenAddress({ address_id: value }, addresses);
  const errorText = error ? (
    <p id={`${id}-error`} className={specChoices.fieldError}>
      {error}
    </p>
  ) : null;

  if (addresses.length === 0) {
    return (
      <div className={pcbPage.main} role="group" aria-labelledby={`${id}-title`} aria-describedby={error ? `${id}-error` : undefined}>
        <p id={`${id}-title`} className={specChoices.specName}>
          <Trans>Địa chỉ nhận hàng</Trans>
        </p>
        <p className={quoteCard.meta}>
          <Trans>Bạn chưa có địa chỉ giao hàng. Thêm một địa chỉ để tính phí giao hàng của báo giá.</Trans>
        </p>
        <a className={pcbActions.secondary} href={`/user/delivery-addresses/new?return=${back}`}>
          <Trans>Thêm địa chỉ giao hàng</Trans>
        </a>
        {errorText}
      </div>
    );
  }

  return (
    <fieldset className={pcbPage.main} aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className={specChoices.specName}>
        <Trans>Địa chỉ nhận hàng</Trans>
      </legend>
      <div className={panel.companies}>
        {addresses.map((address) => {
          const fee = deepest(address);
          return (
            <label key={address.id} className={panel.company}>
              <input type="radio" name={`${id}-address`} checked={chosen?.id === address.id} onChange={() => onChange(address.id)} />
              <span className={styles.addressText}>
                <span className={panel.companyName}>
                  {address.name} · {address.phone}
                </span>
                <span>{address.text}</span>
              </span>
              {fee && (
                <span className={panel.companyFacts}>
                  <span>{fee.payment === 0 ? t`Miễn phí` : price(fee.payment)}</span>
                  {fee.time && <span>{t`${fee.time.replace('-', '–')} ngày`}</span>}
                </span>
              )}
            </label>
          );
        })}
      </div>
      <a className={styles.manage} href={`/user/delivery-addresses?return=${back}`}>
        <Trans>Thêm hoặc sửa địa chỉ giao hàng</Trans>
      </a>
      {errorText}
    </fieldset>
  );
}
