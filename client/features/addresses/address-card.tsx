import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { countryName } from '#shared/addresses/country-name.ts';
import { formatAddressPhone } from '#shared/addresses/address-rules.ts';
import type { DeliveryAddressView } from '#shared/addresses/schemas.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { addressLines, deliveryPlace } from './address-lines.ts';
import styles from './addresses.module.css';
import { DeliveryTerms } from './delivery-terms.tsx';

interface AddressCardProps {
  address: DeliveryAddressView;
  returnTo: string | undefined;
  busy: boolean;
  /** Make this the default (and, with a return page, go there). */
  onChoose: () => void;
  onDelete: () => void;
}

/** One address in the list: recipient, address, country with flag, the default badge and the actions. */
export function AddressCard({ address, returnTo, busy, onChoose, onDelete }: AddressCardProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const isDefault = address.address_default === 1;
  const titleId = `address-${address.id}-name`;
  const place = deliveryPlace(address);
  const recipient = address.name;
  return (
    <li className={styles.card} aria-labelledby={titleId} data-default={isDefault || undefined}>
      <div className={styles.cardHead}>
        <h2 id={titleId} className={styles.cardName}>
          {address.name}
        </h2>
        {isDefault && (
          <span className={styles.badge}>
            <Trans>Mặc định</Trans>
          </span>
        )}
      </div>
      <p className={styles.phone}>{formatAddressPhone(address.phone)}</p>
      <address className={styles.lines}>
        {addressLines(address).map((line) => (
          <span key={line}>{line}</span>
        ))}
        <span>
          <img src={address.country.flag_image} width={20} height={15} alt="" className={styles.flag} />
          {countryName(address.country, locale)}
        </span>
      </address>
      {place && <DeliveryTerms place={place} className={styles.terms} />}
      {address.current_places && (
        // Shown as saved; the edit form moves it to the current map.
        <p className={styles.oldMap}>
          <Trans>Theo địa giới hành chính trước ngày 1/7/2025. Bấm Sửa để cập nhật theo địa giới mới.</Trans>
        </p>
      )}
      <div className={styles.cardActions}>
        {(!isDefault || returnTo) && (
          <button type="button" className={styles.primaryAction} onClick={onChoose} aria-disabled={busy || undefined}>
            {returnTo ? <Trans>Giao đến địa chỉ này</Trans> : <Trans>Đặt làm mặc định</Trans>}
          </button>
        )}
        <Link
          to="/user/delivery-addresses/$id/edit"
          params={{ id: String(address.id) }}
          search={returnTo ? { return: returnTo } : {}}
          className={styles.action}
          aria-label={t`Sửa địa chỉ của ${recipient}`}
        >
          <Trans>Sửa</Trans>
        </Link>
        {!isDefault && (
          <button type="button" className={styles.dangerAction} onClick={onDelete} aria-disabled={busy || undefined} aria-label={t`Xóa địa chỉ của ${recipient}`}>
            <Trans>Xóa</Trans>
          </button>
        )}
      </div>
    </li>
  );
}
