import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { extraPrice, lineUnitPrice } from '#shared/cart/cart-line.ts';
import { exceedsStock, quantityRule, roundUpToStep } from '#shared/catalog/quantity.ts';
import { nextBreak } from '#shared/catalog/volume-price.ts';
import { formatCount } from '../../i18n/format-count.ts';
import { localizedName } from '../../i18n/localized-name.ts';
import { unitLabel } from '../../i18n/unit-label.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { pricedLine } from '../../local/cart-line-facts.ts';
import type { CartNotice } from '../../local/cart-notices.ts';
import { useLinePrice } from '../../money/use-price.ts';
import { cx } from '../../ui/class-names.ts';
import { QuantitySelector } from '../../ui/quantity-selector.tsx';
import { Thumb } from '../../ui/thumb.tsx';
import { useUnitPrice } from '../../ui/use-unit-price.ts';
import { VolumePriceTable } from '../../ui/volume-price-table.tsx';
import { extraName, extraOfValue, extraValue } from './cart-extras.ts';
import styles from './cart-line-item.module.css';
import type { CartViewLine } from './use-cart.ts';

interface CartLineItemProps {
  line: CartViewLine;
  /** In-shop mode orders every line: no checkbox (spec §4). */
  selectable: boolean;
  selected: boolean;
  /** What the server changed on this line, to mark it ("show changed prices/stock per line"). */
  notices: readonly CartNotice[];
  onToggle: () => void;
  onQuantity: (quantity: number) => void;
  /** Chooses the line's category extra (spec §3 `catext_id`), null for none. */
  onExtra: (catextId: number | null) => void;
  onRemove: () => void;
}

/**
 * One cart line (spec §2 /carts): checkbox, image, name linking to the product, brand link
 * `/thuong-hieu/{supplier_slug}`, unit, unit price, volume prices with the next saving, quantity
 * selector with the product's minimum and step (spec §4), the category extra when the category offers any
 * (spec §3 `category_extras`, priced per unit into the unit price), line total and remove.
 */
export function CartLineItem({ line, selectable, selected, notices, onToggle, onQuantity, onExtra, onRemove }: CartLineItemProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const linePrice = useLinePrice();
  const unitPrice = useUnitPrice();
  const facts = line.facts;
  const rule = quantityRule(facts ?? { multiples: 1 });
  const [text, setText] = useState(String(line.quantity));
  // The stored quantity changes from elsewhere too (another tab, the server's adjustment).
  useEffect(() => setText(String(line.quantity)), [line.quantity]);

  const productId = line.productId;
  const name = facts ? localizedName(facts, locale) : t`Sản phẩm #${productId}`;
  const checkboxId = `cart-line-${line.productId}`;
  const unit = unitLabel(facts?.unit, locale);

  function commit(quantity: number) {
    setText(String(quantity));
    if (quantity !== line.quantity) onQuantity(quantity);
  }

  const priced = facts ? pricedLine(line, facts) : null;
  const each = priced ? lineUnitPrice(priced) : null;
  // Unit price and total together, so the unit shows the decimals that make unit × quantity equal the total.
  const shown = each !== null ? linePrice(each, line.quantity) : null;
  const extras = facts?.category_extras ?? [];
  const extraId = `${checkboxId}-extra`;
  const surcharge = priced ? extraPrice(priced) : 0;
  const surchargeText = unitPrice(surcharge);
  const cheaper = facts ? nextBreak(facts.prices, line.quantity, facts.price) : null;
  // A saving the stock cannot cover is not offered.
  const next = cheaper && facts && roundUpToStep(cheaper.quantity, rule) <= facts.inventory ? cheaper : null;
  const nextQuantity = next ? roundUpToStep(next.quantity, rule) : null;
  const nextFrom = next ? formatCount(next.quantity, locale) : '';
  const nextPercent = next?.savingPercent ?? 0;
  const stock = facts ? formatCount(facts.inventory, locale) : '';
  const overStock = facts ? exceedsStock(line.quantity, facts.inventory) : false;
  const priceChange = notices.find((notice) => notice.kind === 'price_changed');
  const quantityChange = notices.find((notice) => notice.kind === 'rounded' || notice.kind === 'capped');
  const previousPrice = priceChange ? unitPrice(priceChange.from) : '';
  const previousQuantity = quantityChange ? formatCount(quantityChange.from, locale) : '';

  return (
    <li className={cx(styles.line, !selectable && styles.lineAll)} aria-labelledby={`${checkboxId}-name`}>
      {selectable && (
        <div className={styles.check}>
          <input id={checkboxId} type="checkbox" checked={selected} onChange={onToggle} className={styles.checkbox} />
          <label htmlFor={checkboxId} className="visually-hidden">
            <Trans>Chọn {name}</Trans>
          </label>
        </div>
      )}
      <a href={facts ? `/products/${facts.slug}` : undefined} className={styles.image} tabIndex={-1} aria-hidden="true">
        <Thumb imageId={facts?.image_id ?? null} size={72} alt="" />
      </a>
      <div className={styles.info}>
        <h2 className={styles.name} id={`${checkboxId}-name`}>
          {facts ? <a href={`/products/${facts.slug}`}>{name}</a> : name}
        </h2>
        <p className={styles.meta}>
          {facts?.supplier_name &&
            (facts.supplier_slug ? (
              <a href={`/thuong-hieu/${facts.supplier_slug}`} className={styles.brand}>
                {facts.supplier_name}
              </a>
            ) : (
              <span className={styles.brand}>{facts.supplier_name}</span>
            ))}
          <span>
            <Trans>Đơn vị: {unit}</Trans>
          </span>
          {facts && (facts.inventory > 0 ? <span className={styles.stock}><Trans>Còn {stock}</Trans></span> : <span className={styles.noStock}><Trans>Hết hàng</Trans></span>)}
        </p>
        {shown !== null && (
          <p className={styles.unitPrice}>
            <span className="visually-hidden">
              <Trans>Đơn giá</Trans>:{' '}
            </span>
            <strong>{shown.unit}</strong> / {unit}
            {surcharge > 0 && (
              <span className={styles.extraNote}>
                {' '}
                <Trans>(gồm tùy chọn +{surchargeText})</Trans>
              </span>
            )}
            {priceChange && (
              <span className={styles.changed}>
                {' '}
                <Trans>(giá đã đổi, trước đây {previousPrice})</Trans>
              </span>
            )}
          </p>
        )}
        {extras.length > 0 && (
          <p className={styles.extra}>
            <label htmlFor={extraId}>
              <Trans>Tùy chọn</Trans>
            </label>
            <select
              id={extraId}
              className={styles.extraSelect}
              value={extraValue(line.catextId, extras)}
              onChange={(event) => onExtra(extraOfValue(event.target.value, extras))}
            >
              <option value="">{t`Không`}</option>
              {extras.map((extra) => {
                const label = extraName(extra, locale);
                const cost = unitPrice(extra.price);
                return (
                  <option key={extra.id} value={String(extra.id)}>
                    {extra.price > 0 ? t`${label} (+${cost} / ${unit})` : t`${label} (miễn phí)`}
                  </option>
                );
              })}
            </select>
          </p>
        )}
        {next && nextQuantity !== null && (
          <p className={styles.saving}>
            <span>
              <Trans>
                Mua từ {nextFrom}: tiết kiệm {nextPercent}%
              </Trans>
            </span>
            <button type="button" className={styles.linkButton} onClick={() => commit(nextQuantity)}>
              <Trans>Chọn {nextFrom}</Trans>
            </button>
          </p>
        )}
        {facts && facts.prices.length > 1 && (
          <details className={styles.breaks}>
            <summary>
              <Trans>Bảng giá theo số lượng</Trans>
            </summary>
            <VolumePriceTable prices={facts.prices} quantity={line.quantity} listPrice={facts.price} />
          </details>
        )}
        {!facts && (
          <p className={styles.pending}>
            <Trans>Đang cập nhật thông tin sản phẩm khi có kết nối…</Trans>
          </p>
        )}
      </div>
      <div className={styles.quantity}>
        <QuantitySelector
          text={text}
          rule={rule}
          onTextChange={setText}
          onCommit={commit}
          label={t`Số lượng: ${name}`}
          hideLabel
        />
        {quantityChange && (
          <p className={styles.changed}>
            <Trans>Đã điều chỉnh từ {previousQuantity}</Trans>
          </p>
        )}
        {overStock && (
          <p className={styles.warning}>
            <Trans>Vượt tồn kho ({stock})</Trans>
          </p>
        )}
      </div>
      <p className={styles.total}>
        <span className="visually-hidden">
          <Trans>Thành tiền</Trans>:{' '}
        </span>
        {shown !== null ? shown.line : '—'}
      </p>
      {/* Named in full for screen readers: the word shows only on narrow screens. */}
      <button type="button" className={styles.remove} onClick={onRemove} aria-label={t`Xóa ${name}`}>
        <span aria-hidden="true">✕</span>
        <span className={styles.removeText} aria-hidden="true">
          <Trans>Xóa</Trans>
        </span>
      </button>
    </li>
  );
}
