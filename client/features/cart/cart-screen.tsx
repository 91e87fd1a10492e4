import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { allSelected, effectiveSelection, toggleAll, toggleLine } from '#shared/cart/selection.ts';
import { goodsTotal } from '#shared/checkout/totals.ts';
import { localizedName } from '../../i18n/localized-name.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { pricedLine } from '../../local/cart-line-facts.ts';
import { useSession } from '../../session/use-session.ts';
import { useConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import { changeExtra, changeQuantity, clearLines, dismissNotices, refreshFromServer, removeLine, storeSelection } from './cart-actions.ts';
import { CartLineItem } from './cart-line-item.tsx';
import { CartNoticeList } from './cart-notice-list.tsx';
import { CartSearchAdd } from './cart-search-add.tsx';
import styles from './cart-screen.module.css';
import { CartSummary } from './cart-summary.tsx';
import { useCart } from './use-cart.ts';

interface CartScreenProps {
  /** The inline login form with social buttons, shown to guests (spec §2; composed by the route). */
  loginForm?: ReactNode;
}

/**
 * The cart, step 1 (spec §2 /carts): the local cart's lines (local-first, so it works
 * offline), selection persisted in Dexie, remove and clear with confirmation (spec §8), the goods
 * total of the selected lines and 'buy now'. Online, prices and stock are refreshed on open.
 */
export function CartScreen({ loginForm }: CartScreenProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const cart = useCart();
  const session = useSession();
  usePageMeta({ title: t`Giỏ hàng`, canonical: '/carts' });
  const [confirm, confirmDialog] = useConfirmDialog();
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    void refreshFromServer().catch(() => {});
  }, []);

  const lines = useMemo(() => cart?.lines ?? [], [cart]);
  const lineIds = useMemo(() => lines.map((line) => line.productId), [lines]);
  // In-shop mode (spec §4, shared/checkout/flow.ts selectsAllItems, as the server said for this
  // account): every line is ordered and no checkbox shows, as /checkout and the order call do.
  const userId = session.status === 'user' ? session.user.id : null;
  const selectsAll = userId !== null && cart?.mode?.owner === userId && cart.mode.selectsAll;
  // A tick shows at once: the stored selection catches up a moment later (IndexedDB round trip),
  // and a box that flipped back meanwhile would be announced twice by screen readers.
  // The tick holds only until the next read of the cart, which carries the stored selection.
  const [ticked, setTicked] = useState<{ readFrom: typeof cart; ids: number[] } | null>(null);
  const selectedIds = useMemo(
    () => effectiveSelection(lineIds, ticked && ticked.readFrom === cart ? ticked.ids : (cart?.selectedIds ?? []), selectsAll),
    [ticked, cart, lineIds, selectsAll],
  );
  const select = (next: number[]) => {
    setTicked({ readFrom: cart, ids: next });
    void storeSelection(lineIds, next);
  };
  const total = useMemo(
    () => goodsTotal(lines.flatMap((line) => (line.facts ? [pricedLine(line, line.facts)] : [])), selectedIds),
    [lines, selectedIds],
  );

  if (cart === null) {
    return (
      <div className={`container ${styles.page}`}>
        <h1 className={styles.title}>
          <Trans>Giỏ hàng</Trans>
        </h1>
        <p className={styles.loading} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <Trans>Đang tải giỏ hàng…</Trans>
        </p>
      </div>
    );
  }

  const count = lines.length;
  const selectedCount = selectedIds.length;
  const everySelected = allSelected(lineIds, selectedIds);

  // The removed line takes its button with it: focus goes to the title, which reads the new count.
  async function remove(productId: number, name: string) {
    // Spec §8 'remove_item_cart', in the shop's own dialog.
    const confirmed = await confirm({ title: t`Xóa sản phẩm?`, message: t`Bạn có chắc muốn xóa ${name} khỏi giỏ hàng?`, confirmLabel: t({ context: 'remove from cart', message: 'Xóa' }) });
    if (!confirmed) return;
    titleRef.current?.focus();
    void removeLine(productId);
  }

  async function clearAll() {
    // Spec §8 'clear_all': confirmed once, then the lines go one by one.
    const confirmed = await confirm({
      title: t`Xóa tất cả sản phẩm?`,
      message: t`Bạn có chắc muốn xóa tất cả sản phẩm trong giỏ hàng?`,
      confirmLabel: t`Xóa tất cả`,
    });
    if (!confirmed) return;
    titleRef.current?.focus();
    void clearLines(lineIds);
  }

  const guest = session.status === 'guest';

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1 ref={titleRef} tabIndex={-1} className={styles.title}>
          <Trans>Giỏ hàng</Trans>{' '}
          <span className={styles.count}>
            (<Plural value={count} one="# sản phẩm" other="# sản phẩm" />)
          </span>
        </h1>
      </header>

      {/* Always in the page, so screen readers announce the changes as they arrive. */}
      <div role="status">{cart.notices.length > 0 && <CartNoticeList notices={cart.notices} onDismiss={() => void dismissNotices()} />}</div>

      <div className={styles.layout}>
        <div className={styles.main}>
          {count === 0 ? (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>
                <Trans>Giỏ hàng của bạn đang trống.</Trans>
              </p>
              <p>
                <Trans>Tìm linh kiện bên dưới hoặc xem danh mục sản phẩm để thêm vào giỏ.</Trans>
              </p>
              <a href="/" className={styles.emptyLink}>
                <Trans>Tiếp tục mua sắm</Trans>
              </a>
            </div>
          ) : (
            <section className={styles.lines} aria-label={t`Sản phẩm trong giỏ`}>
              <div className={styles.toolbar}>
                {selectsAll ? (
                  <span className={styles.inShop}>
                    <Trans>Mua tại cửa hàng: đơn hàng gồm tất cả sản phẩm trong giỏ.</Trans>
                  </span>
                ) : (
                  <>
                    <label className={styles.selectAll}>
                      <input
                        type="checkbox"
                        className={styles.checkbox}
                        checked={everySelected}
                        onChange={() => select(toggleAll(lineIds, selectedIds))}
                      />
                      <Trans>Chọn tất cả ({count})</Trans>
                    </label>
                    <span className={styles.selectedCount} aria-live="polite">
                      <Trans>
                        Đã chọn {selectedCount}/{count}
                      </Trans>
                    </span>
                  </>
                )}
                <button type="button" className={styles.textButton} onClick={() => void clearAll()}>
                  <Trans>Xóa tất cả</Trans>
                </button>
              </div>
              <ul className={styles.lineList}>
                {lines.map((line) => (
                  <CartLineItem
                    key={line.productId}
                    line={line}
                    selectable={!selectsAll}
                    selected={selectedIds.includes(line.productId)}
                    notices={cart.notices.filter((notice) => notice.productId === line.productId)}
                    onToggle={() => select(toggleLine(selectedIds, line.productId))}
                    onQuantity={(quantity) => void changeQuantity(line.productId, quantity)}
                    onExtra={(catextId) => void changeExtra(line.productId, catextId)}
                    onRemove={() => void remove(line.productId, line.facts ? localizedName(line.facts, locale) : `#${line.productId}`)}
                  />
                ))}
              </ul>
            </section>
          )}
          <CartSearchAdd />
        </div>

        <aside className={styles.side}>
          {count > 0 && <CartSummary selectedCount={selectedCount} lineCount={count} total={total} selectsAll={selectsAll} />}
          {guest && loginForm && (
            <section className={styles.login}>
              <p className={styles.loginLead}>
                <Trans>Đăng nhập để lưu giỏ hàng vào tài khoản và đặt hàng nhanh hơn.</Trans>
              </p>
              {loginForm}
            </section>
          )}
        </aside>
      </div>
      {confirmDialog}
    </div>
  );
}
