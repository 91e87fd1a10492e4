import { Plural, Trans } from '@lingui/react/macro';
import { useLocalLiveQuery } from '../../local/lazy-local-db.ts';
import { CartIcon } from '../../ui/icons.tsx';
import styles from './cart-link.module.css';

/** The cart icon with the number of lines in the local cart, live from IndexedDB; links to /carts. */
export function CartLink() {
  // A storage failure (private mode quirks) shows an empty cart rather than breaking the header.
  const count = useLocalLiveQuery((db) => db.cartLines.count().catch(() => 0), 0);
  return (
    <a href="/carts" className={styles.link}>
      <span className={styles.iconWrap}>
        <CartIcon size={24} />
        <span className={styles.badge} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      </span>
      <span className={styles.label} aria-hidden="true">
        <Trans>Giỏ hàng</Trans>
      </span>
      <span className="visually-hidden">
        <Trans>Giỏ hàng</Trans>, <Plural value={count} one="# sản phẩm" other="# sản phẩm" />
      </span>
    </a>
  );
}
