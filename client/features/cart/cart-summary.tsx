import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { usePrice } from '../../money/use-price.ts';
import { flushCart } from './cart-actions.ts';
import styles from './cart-screen.module.css';

interface CartSummaryProps {
  selectedCount: number;
  lineCount: number;
  /** Goods total of the selected lines in VND (shared/checkout/totals.ts goodsTotal). */
  total: number;
  /** In-shop mode: every line is ordered (spec §4), so no "selected" count. */
  selectsAll: boolean;
}

/**
 * The order box of step 1: how many lines are selected, their goods total, and 'buy now' to
 * /checkout (spec §2). With nothing selected the button is disabled and says why (spec §5
 * 'must_select_cart_item' / 'please_select_product').
 */
export function CartSummary({ selectedCount, lineCount, total, selectsAll }: CartSummaryProps) {
  const { t } = useLingui();
  const price = usePrice();
  const navigate = useNavigate();
  const reasonId = useId();
  const [leaving, setLeaving] = useState(false);
  const nothingSelected = selectedCount === 0;

  async function buyNow() {
    setLeaving(true);
    // The server's cart should hold what the page shows before checkout reads it; offline the
    // changes stay queued and checkout works from the local cart.
    await flushCart().catch(() => {});
    await navigate({ href: '/checkout' });
  }

  return (
    <section className={styles.summary} aria-labelledby={`${reasonId}-title`}>
      <h2 id={`${reasonId}-title`} className={styles.summaryTitle}>
        <Trans>Đơn hàng</Trans>
      </h2>
      <p className={styles.summaryRow}>
        <span>
          {selectsAll ? (
            <Plural value={lineCount} one="Tất cả # sản phẩm" other="Tất cả # sản phẩm" />
          ) : (
            <Trans>
              Đã chọn {selectedCount}/{lineCount} sản phẩm
            </Trans>
          )}
        </span>
      </p>
      <p className={styles.summaryTotal}>
        <span>
          <Trans>Tổng tiền hàng</Trans>
        </span>
        <strong className={styles.amount}>{price(total)}</strong>
      </p>
      <p className={styles.summaryHint}>
        <Trans>Phí giao hàng và thuế được tính ở bước thanh toán.</Trans>
      </p>
      <button
        type="button"
        className={styles.buyNow}
        disabled={nothingSelected || leaving}
        aria-describedby={nothingSelected ? reasonId : undefined}
        onClick={() => void buyNow()}
      >
        {t`Mua ngay`}
      </button>
      {nothingSelected && (
        <p id={reasonId} className={styles.reason}>
          <Trans>Vui lòng chọn sản phẩm để đặt hàng.</Trans>
        </p>
      )}
    </section>
  );
}
