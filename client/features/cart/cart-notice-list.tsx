import { Trans, useLingui } from '@lingui/react/macro';
import { CART_FULL_MESSAGE } from '../../i18n/cart-full-text.ts';
import { formatCount } from '../../i18n/format-count.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import type { CartNotice } from '../../local/cart-notices.ts';
import { useUnitPrice } from '../../ui/use-unit-price.ts';
import styles from './cart-screen.module.css';

/**
 * Which lines the server changed ("the line is updated, the quantity re-rounded and
 * capped, and the user told which lines changed"), until the user closes the message.
 */
export function CartNoticeList({ notices, onDismiss }: { notices: readonly CartNotice[]; onDismiss: () => void }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const unitPrice = useUnitPrice();

  function text(notice: CartNotice): string {
    const productId = notice.productId;
    const name = notice.name ?? t`Sản phẩm #${productId}`;
    const from = notice.kind === 'price_changed' ? unitPrice(notice.from) : formatCount(notice.from, locale);
    const to = notice.kind === 'price_changed' ? unitPrice(notice.to) : formatCount(notice.to, locale);
    switch (notice.kind) {
      case 'rounded':
        return t`${name}: số lượng được nâng từ ${from} lên ${to} theo số lượng tối thiểu và bước bán.`;
      case 'capped':
        return t`${name}: chỉ còn đủ hàng cho ${to}, số lượng giảm từ ${from}.`;
      case 'out_of_stock':
        return t`${name}: đã hết hàng nên được bỏ khỏi giỏ.`;
      case 'not_found':
        return t`${name}: sản phẩm không còn bán nên được bỏ khỏi giỏ.`;
      case 'price_changed':
        return t`${name}: đơn giá đổi từ ${from} thành ${to}.`;
      case 'cart_full': {
        // ProductId 0 is the whole cart (the server refused its sync).
        const full = i18n._(CART_FULL_MESSAGE);
        return notice.productId === 0 ? full : t`${name}: chưa được thêm. ${full}`;
      }
    }
  }

  return (
    <div className={styles.notices}>
      <p className={styles.noticesTitle}>
        <Trans>Giỏ hàng đã được cập nhật theo giá và tồn kho mới nhất:</Trans>
      </p>
      <ul className={styles.noticeList}>
        {notices.map((notice) => (
          <li key={`${notice.productId}-${notice.kind}`}>{text(notice)}</li>
        ))}
      </ul>
      <button type="button" className={styles.textButton} onClick={onDismiss}>
        <Trans>Đã hiểu</Trans>
      </button>
    </div>
  );
}
