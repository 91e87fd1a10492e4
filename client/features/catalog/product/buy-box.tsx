import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  commitQuantity,
  exceedsStock,
  fullReelQuantity,
  isAddableQuantity,
  parseQuantity,
  quantityRule,
  roundUpToStep,
} from '#shared/catalog/quantity.ts';
import type { ProductDetail } from '#shared/catalog/schemas.ts';
import { nextBreak, unitPriceAt } from '#shared/catalog/volume-price.ts';
import { formatCount } from '../../../i18n/format-count.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { factsOfProduct } from '../../../local/cart-line-facts.ts';
import { CART_FULL_MESSAGE } from '../../../i18n/cart-full-text.ts';
import { addCartLine, CartFullError } from '../../../local/cart-lines.ts';
import { localDb } from '../../../local/db.ts';
import { usePrice } from '../../../money/use-price.ts';
import { CartIcon } from '../../../ui/icons.tsx';
import { unitLabel } from '../../../i18n/unit-label.ts';
import styles from './buy-box.module.css';
import { CartToast, useToast } from './cart-toast.tsx';
import { QuantitySelector } from '../../../ui/quantity-selector.tsx';
import { useUnitPrice } from '../../../ui/use-unit-price.ts';
import { VolumePriceTable } from '../../../ui/volume-price-table.tsx';

/**
 * Price, stock, volume prices, quantity and add to cart. The unit price
 * and line total follow the quantity being typed; adding writes the line to the local cart at
 * once (offline too) and shows the spec §8 'Thành công' toast. The quantity starts at the
 * product's minimum (all that is left when the stock is below it) and a full reel is one click
 * away. A zero or empty quantity adds nothing: the message stays beside the
 * field until the quantity changes (spec §5 "add from a product page needs a numeric non-zero
 * quantity").
 */
export function BuyBox({ product }: { product: ProductDetail }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const price = usePrice();
  const unitPriceText = useUnitPrice();
  const headingId = useId();
  const rule = quantityRule(product);
  const [text, setText] = useState(String(rule.minimum));
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [toast, showToast] = useToast();
  const inputRef = useRef<HTMLInputElement>(null);

  const typed = parseQuantity(text);
  // What the line would hold if added now: the typed number rounded up, the minimum while the
  // field is empty, and nothing for a typed 0 (which adds nothing).
  const quantity = typed === null ? rule.minimum : typed > 0 ? roundUpToStep(typed, rule) : 0;
  const unitPrice = unitPriceAt(product.prices, quantity, product.price);
  const next = nextBreak(product.prices, quantity, product.price);
  const nextQuantity = next ? roundUpToStep(next.quantity, rule) : null;
  const nextFrom = next ? formatCount(next.quantity, locale) : '';
  const percent = next?.savingPercent ?? 0;
  const nextChoice = nextQuantity !== null ? formatCount(nextQuantity, locale) : '';
  const unit = unitLabel(product.unit, locale);
  const stock = formatCount(product.inventory, locale);
  const inStock = product.inventory > 0;
  const overStock = exceedsStock(quantity, product.inventory);
  const shownQuantity = formatCount(quantity, locale);
  const reel = fullReelQuantity(product, product.reel);
  const reelText = reel !== null ? formatCount(reel, locale) : '';
  const zeroMessage = t`Vui lòng nhập số lượng lớn hơn 0`;

  function changeText(value: string) {
    setText(value);
    setError(null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isAddableQuantity(text)) {
      setError(zeroMessage);
      inputRef.current?.focus();
      return;
    }
    const committed = commitQuantity(text, rule).quantity;
    setText(String(committed));
    setAdding(true);
    try {
      // The product's facts go with the line so the cart page shows it offline.
      const line = await addCartLine(localDb, { productId: product.id, quantity: committed, rule, facts: factsOfProduct(product) });
      const added = formatCount(committed, locale);
      const inCart = formatCount(line.quantity, locale);
      showToast({
        tone: 'success',
        title: t`Thành công`,
        detail:
          line.quantity === committed
            ? t`Đã thêm ${added} ${unit} vào giỏ hàng.`
            : t`Đã thêm ${added} ${unit}; trong giỏ hiện có ${inCart} ${unit}.`,
      });
    } catch (error) {
      showToast({
        tone: 'error',
        title: t`Chưa thêm được vào giỏ hàng`,
        // A full cart keeps its lines and says spec §8's sentence.
        detail: error instanceof CartFullError ? i18n._(CART_FULL_MESSAGE) : t`Trình duyệt không cho lưu dữ liệu (chế độ riêng tư?). Vui lòng thử lại.`,
      });
    } finally {
      setAdding(false);
    }
  }

  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        <Trans>Mua hàng</Trans>
      </h2>
      <p className={styles.price}>
        <span className={styles.amount}>{unitPriceText(unitPrice)}</span>
        <span className={styles.unit}> / {unit}</span>
      </p>
      <p className={inStock ? styles.inStock : styles.outOfStock}>
        {inStock ? <Trans>Còn {stock}</Trans> : <Trans>Hết hàng</Trans>}
      </p>

      {product.prices.length > 1 && (
        <div className={styles.breaks}>
          <VolumePriceTable prices={product.prices} quantity={quantity} listPrice={product.price} />
        </div>
      )}

      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        {next && nextQuantity !== null && (
          <p className={styles.saving}>
            <span>
              <Trans>
                Mua từ {nextFrom}: tiết kiệm {percent}%
              </Trans>
            </span>
            <button type="button" className={styles.linkButton} onClick={() => changeText(String(nextQuantity))}>
              <Trans>Chọn {nextChoice}</Trans>
            </button>
          </p>
        )}
        {reel !== null && (
          <p className={styles.saving}>
            <span>
              <Trans>
                Nguyên cuộn: {reelText} {unit}
              </Trans>
            </span>
            <button type="button" className={styles.linkButton} onClick={() => changeText(String(reel))}>
              <Trans>Mua nguyên cuộn</Trans>
            </button>
          </p>
        )}
        <QuantitySelector
          text={text}
          rule={rule}
          onTextChange={changeText}
          onCommit={(value) => changeText(String(value))}
          keepZero
          error={error}
          inputRef={inputRef}
        />
        {overStock && (
          <p className={styles.warning}>
            {inStock ? (
              <Trans>Số lượng vượt quá tồn kho ({stock} {unit}). Bạn vẫn có thể đặt; phần thiếu sẽ giao chậm hơn.</Trans>
            ) : (
              <Trans>Sản phẩm đang hết hàng. Bạn vẫn có thể đặt; thời gian giao sẽ lâu hơn.</Trans>
            )}
          </p>
        )}
        <p className={styles.total}>
          <span className={styles.totalLabel}>
            <Trans>Thành tiền</Trans>
          </span>
          <span className={styles.totalMath}>
            {unitPriceText(unitPrice)} × {shownQuantity} ={' '}
            <strong className={styles.totalAmount}>{price(unitPrice * quantity)}</strong>
          </span>
        </p>
        <button type="submit" className={styles.add} disabled={adding}>
          <CartIcon size={20} />
          <Trans>Thêm vào giỏ hàng</Trans>
        </button>
      </form>
      <CartToast toast={toast} />
    </section>
  );
}
