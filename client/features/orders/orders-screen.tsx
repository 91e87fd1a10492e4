import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, type ReactNode } from 'react';
import type { OrdersListResponse } from '#shared/orders/schemas.ts';
import { onOutboxEvent } from '../../local/app-outbox.ts';
import { useAccountData } from '../../local/use-account-data.ts';
import { loginHref } from '../../session/login-href.ts';
import { useSession } from '../../session/use-session.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { SavedCopyNotice } from '../../ui/saved-copy-notice.tsx';
import { SimplePager } from '../../ui/simple-pager.tsx';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import { OrderCard } from './order-card.tsx';
import { fetchOrders } from './orders-api.ts';
import styles from './orders-screen.module.css';
import mutedText from '../../ui/muted-text.module.css';
import secondaryButton from './secondary-button.module.css';

export interface OrdersSearch {
  page?: number;
  /** The order just placed (`/orders?placed=<code>`, the order call's redirect). */
  placed?: string;
  /** Payment return pages send the user here with the result. */
  paid?: string;
  payment_failed?: string;
}

/**
 * `/orders` (spec §2): the signed-in user's orders with lines, amounts, payment state and status,
 * transfer details while a bank transfer is due, and feedback per order. `pending` (composed in
 * by the route) lists orders of this browser still waiting for the network, above the list.
 */
export function OrdersScreen({ search, pending }: { search: OrdersSearch; pending: ReactNode }) {
  const { t } = useLingui();
  usePageMeta({ title: t`Đơn hàng của tôi`, canonical: '/orders' });
  const session = useSession();
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>
        <Trans>Đơn hàng của tôi</Trans>
      </h1>
      <Banners search={search} />
      {session.status === 'loading' && (
        <p className={mutedText.muted} role="status">
          <Trans>Đang tải…</Trans>
        </p>
      )}
      {/* Orders queued in this browser show even when an offline reload cannot tell who is signed in. */}
      {session.status === 'guest' && pending}
      {session.status === 'guest' && (
        <p className={styles.panel}>
          <Trans>Vui lòng đăng nhập để xem đơn hàng của bạn.</Trans>{' '}
          <a href={loginHref('/orders')}>
            <Trans>Đăng nhập</Trans>
          </a>
        </p>
      )}
      {session.status === 'user' && (
        <>
          {pending}
          <OrderList key={session.user.id} userId={session.user.id} page={search.page ?? 1} placed={search.placed ?? search.paid ?? search.payment_failed ?? null} />
        </>
      )}
    </div>
  );
}

function Banners({ search }: { search: OrdersSearch }) {
  return (
    <>
      {search.placed && (
        <p className={styles.success} role="status">
          <Trans>Đặt hàng thành công! Mã đơn hàng của bạn là {search.placed}.</Trans>
        </p>
      )}
      {search.paid && (
        <p className={styles.success} role="status">
          <Trans>Đơn hàng {search.paid} đã được thanh toán. Cảm ơn bạn!</Trans>
        </p>
      )}
      {search.payment_failed && (
        <p className={styles.failure} role="alert">
          <Trans>Thanh toán cho đơn hàng {search.payment_failed} chưa thành công. Bạn có thể thanh toán lại bên dưới.</Trans>
        </p>
      )}
    </>
  );
}

function OrderList({ userId, page, placed }: { userId: number; page: number; placed: string | null }) {
  const { t } = useLingui();
  // The last list seen shows offline, from the user's saved copy.
  const load = useCallback((signal: AbortSignal) => fetchOrders(page, signal), [page]);
  const { state, retry } = useAccountData<OrdersListResponse>(userId, `orders?page=${page}`, load);

  // An order the outbox sends while this page is open (queued offline) joins the list.
  useEffect(
    () =>
      onOutboxEvent((event) => {
        if (event.type === 'sent' && typeof event.response === 'object' && event.response !== null && 'order' in event.response) {
          retry();
        }
      }),
    [retry],
  );

  if (state.status === 'loading') {
    return (
      <div className={styles.list} aria-busy="true" role="status" aria-label={t`Đang tải đơn hàng`}>
        {[0, 1].map((index) => (
          <div key={index} className={styles.skeleton} />
        ))}
      </div>
    );
  }
  if (state.status === 'error') return <ErrorState error={state.error} onRetry={retry} />;

  const list = state.data;
  const savedCopy = state.savedAt !== null && <SavedCopyNotice savedAt={state.savedAt} onRetry={retry} />;
  if (list.total === 0) {
    return (
      <>
        {savedCopy}
        <div className={styles.panel}>
          <p className={styles.emptyTitle}>
            <Trans>Bạn chưa có đơn hàng nào</Trans>
          </p>
          <p>
            <Link to="/">
              <Trans>Bắt đầu mua sắm</Trans>
            </Link>
          </p>
        </div>
      </>
    );
  }
  const lastPage = Math.max(1, Math.ceil(list.total / list.per_page));
  return (
    <>
      {savedCopy}
      <div className={styles.list}>
        {list.orders.map((order) => (
          <OrderCard key={order.id} order={order} highlighted={order.code === placed} />
        ))}
      </div>
      <SimplePager
        to="/orders"
        page={list.current_page}
        lastPage={lastPage}
        label={t`Phân trang đơn hàng`}
        linkClassName={secondaryButton.secondaryButton}
        textClassName={mutedText.muted}
      />
    </>
  );
}
