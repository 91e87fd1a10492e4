import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { FavoriteListResponse, FavoriteProduct } from '#shared/favorites/schemas.ts';
import { formatCount } from '../../i18n/format-count.ts';
import { unitLabel } from '../../i18n/unit-label.ts';
import { localizedName } from '../../i18n/localized-name.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { enqueueWrite } from '../../local/app-outbox.ts';
import { usePrice } from '../../money/use-price.ts';
import { loginHref } from '../../session/login-href.ts';
import { useSession } from '../../session/use-session.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { SimplePager } from '../../ui/simple-pager.tsx';
import { Thumb } from '../../ui/thumb.tsx';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import { BookmarkIcon } from './bookmark-icon.tsx';
import { removeFavoriteMutation } from './favorite-mutations.ts';
import { fetchFavoritesPage } from './favorites-api.ts';
import styles from './favorites-screen.module.css';

type ListState = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; list: FavoriteListResponse };

/**
 * /user/favorites (favourites could be saved but never listed): the signed-in
 * user's saved products, newest first, in pages, each with its price, stock and minimum, a link
 * to the product and a remove action. Guests are asked to log in (spec §6: favourites need an
 * account). Like /orders and /notifications, the list needs the network; a removal made offline
 * waits in the outbox.
 */
export function FavoritesScreen({ page }: { page: number }) {
  const { t } = useLingui();
  const session = useSession();
  usePageMeta({ title: t`Sản phẩm yêu thích`, canonical: '/user/favorites' });
  const headingRef = useRef<HTMLHeadingElement>(null);

  return (
    <div className={`container ${styles.page}`}>
      <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
        <Trans>Sản phẩm yêu thích</Trans>
      </h1>
      {session.status === 'loading' && (
        <p className={styles.muted} role="status">
          <Trans>Đang tải…</Trans>
        </p>
      )}
      {session.status === 'guest' && (
        <p className={styles.panel}>
          <Trans>Vui lòng đăng nhập để xem sản phẩm yêu thích của bạn.</Trans>{' '}
          <a href={loginHref('/user/favorites')}>
            <Trans>Đăng nhập</Trans>
          </a>
        </p>
      )}
      {session.status === 'user' && <FavoriteList key={session.user.id} page={page} headingRef={headingRef} />}
    </div>
  );
}

function FavoriteList({ page, headingRef }: { page: number; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [message, setMessage] = useState<{ text: string; tone: 'status' | 'error' } | null>(null);
  // After a removal, focus goes to the remove button now in that place (else the heading).
  const [focusAt, setFocusAt] = useState<number | null>(null);
  const removeButtons = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    setRemoved(new Set());
    fetchFavoritesPage(page, controller.signal).then(
      (list) => setState({ status: 'ready', list }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [page, attempt]);

  useEffect(() => {
    if (focusAt === null) return;
    const buttons = removeButtons.current.filter((button) => button !== null);
    (buttons[focusAt] ?? buttons[focusAt - 1] ?? headingRef.current)?.focus();
    setFocusAt(null);
  }, [focusAt, headingRef]);

  if (state.status === 'loading') {
    return (
      <ul className={styles.list} role="list" aria-busy="true" aria-label={t`Đang tải sản phẩm yêu thích`}>
        {[0, 1, 2].map((index) => (
          <li key={index} className={`${styles.item} ${styles.skeleton}`} />
        ))}
      </ul>
    );
  }
  if (state.status === 'error') {
    return <ErrorState error={state.error} onRetry={() => setAttempt((value) => value + 1)} />;
  }

  const { list } = state;
  const shown = list.data.filter((product) => !removed.has(product.id));
  const total = Math.max(0, list.total - removed.size);

  async function remove(product: FavoriteProduct, index: number) {
    setRemoved((current) => new Set(current).add(product.id));
    setFocusAt(index);
    const name = localizedName(product, locale);
    try {
      await enqueueWrite(removeFavoriteMutation, { productId: product.id });
      setMessage({
        tone: 'status',
        text: navigator.onLine ? t`Đã bỏ ${name} khỏi danh sách yêu thích.` : t`Đã bỏ ${name} khỏi danh sách yêu thích; máy chủ sẽ được cập nhật khi có mạng.`,
      });
    } catch {
      // The browser refused to store the write (private mode?): the product stays saved.
      setRemoved((current) => {
        const next = new Set(current);
        next.delete(product.id);
        return next;
      });
      setMessage({ tone: 'error', text: t`Chưa bỏ được ${name} khỏi danh sách. Vui lòng thử lại.` });
    }
  }

  if (total === 0) {
    return (
      <div className={styles.panel}>
        {message && <p className={styles.muted} role="status">{message.text}</p>}
        <p className={styles.emptyTitle}>
          <Trans>Bạn chưa có sản phẩm yêu thích nào</Trans>
        </p>
        <p className={styles.muted}>
          <Trans>Bấm “Yêu thích” trên trang sản phẩm để lưu lại và xem ở đây.</Trans>
        </p>
        <p>
          <Link to="/" className={styles.outlineButton}>
            <Trans>Xem sản phẩm</Trans>
          </Link>
        </p>
      </div>
    );
  }

  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.muted}>
          <Plural value={total} one="# sản phẩm" other="# sản phẩm" />
        </p>
      </div>
      <p className={message?.tone === 'error' ? styles.error : styles.message} role={message?.tone === 'error' ? 'alert' : 'status'}>
        {message?.text}
      </p>
      {shown.length === 0 ? (
        <p className={styles.panel}>
          <Trans>Trang này không còn sản phẩm.</Trans>{' '}
          <Link to="/user/favorites" search={{}}>
            <Trans>Về trang đầu</Trans>
          </Link>
        </p>
      ) : (
        <ul className={styles.list} role="list">
          {shown.map((product, index) => (
            <FavoriteRow
              key={product.id}
              product={product}
              removeRef={(button) => {
                removeButtons.current[index] = button;
              }}
              onRemove={() => void remove(product, index)}
            />
          ))}
        </ul>
      )}
      <SimplePager
        to="/user/favorites"
        page={list.current_page}
        lastPage={list.last_page}
        label={t`Phân trang sản phẩm yêu thích`}
        linkClassName={styles.outlineButton}
        textClassName={styles.muted}
      />
    </>
  );
}

function FavoriteRow({ product, removeRef, onRemove }: { product: FavoriteProduct; removeRef: (button: HTMLButtonElement | null) => void; onRemove: () => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const price = usePrice();
  const name = localizedName(product, locale);
  const unit = unitLabel(product.unit, locale);
  const stock = formatCount(product.inventory, locale);
  const minimum = formatCount(product.multiples, locale);

  return (
    <li className={styles.item}>
      <Thumb imageId={product.image_id} size={72} alt="" className={styles.thumb} />
      <div className={styles.text}>
        <h2 className={styles.name}>
          <Link to="/products/$slug" params={{ slug: product.slug }}>
            {name}
          </Link>
        </h2>
        {product.supplier_name && <p className={styles.muted}>{product.supplier_name}</p>}
        <p className={styles.facts}>
          <span className={styles.price}>
            {price(product.price)} <span className={styles.muted}>/ {unit}</span>
          </span>
          {product.inventory > 0 ? (
            <span className={styles.inStock}>
              <Trans>Còn {stock}</Trans>
            </span>
          ) : (
            <span className={styles.outOfStock}>
              <Trans>Hết hàng</Trans>
            </span>
          )}
          {product.multiples > 1 && (
            <span className={styles.muted}>
              <Trans>Tối thiểu: {minimum}</Trans>
            </span>
          )}
        </p>
      </div>
      <button ref={removeRef} type="button" className={styles.outlineButton} onClick={onRemove} aria-label={t`Bỏ yêu thích: ${name}`}>
        <BookmarkIcon filled size={18} />
        <Trans>Bỏ yêu thích</Trans>
      </button>
    </li>
  );
}
