import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import type { PcbOrderItem, PcbOrdersResponse } from '#shared/pcb/schemas.ts';
import { pcbOrderCode } from '#shared/pcb/order-code.ts';
import { ApiError } from '../../api/api-error.ts';
import { usePrice } from '../../money/use-price.ts';
import { currentPath, loginHref } from '../../session/login-href.ts';
import { useSession } from '../../session/use-session.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { OrderHistory } from '../../ui/order-history.tsx';
import { orderStatusLabel } from '../../ui/order-status-label.ts';
import { PaymentBadge, RefundLine } from '../../ui/refund-state.tsx';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import { CustomQuotePart } from './custom-quote-part.tsx';
import { fetchPcbOrders } from './pcb-api.ts';
import { OrderAmounts } from './pcb-order-amounts.tsx';
import { useConfigText } from './use-config-text.ts';
import styles from './pcb-orders-screen.module.css';
import pcbActions from './pcb-actions.module.css';
import pcbList from './pcb-list.module.css';
import pcbPage from './pcb-page.module.css';
import quoteCard from './quote-card.module.css';

type ListState = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; orders: PcbOrdersResponse };

/** `/pcb-orders` (spec §2): the user's PCB orders with configuration, file, price breakdown and status. */
export function PcbOrdersScreen({ page }: { page: number }) {
  const { t } = useLingui();
  usePageMeta({ title: t`Đơn hàng PCB`, canonical: '/pcb-orders' });
  const session = useSession();
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const signedIn = session.status === 'user';

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      setState({ status: 'ready', orders: await fetchPcbOrders(page) });
    } catch (error) {
      setState({ status: 'error', error });
    }
  }, [page]);

  useEffect(() => {
    if (signedIn) void load();
  }, [signedIn, load]);

  const replace = useCallback((changed: PcbOrderItem) => {
    setState((current) =>
      current.status === 'ready' ? { ...current, orders: { ...current.orders, data: current.orders.data.map((order) => (order.id === changed.id ? changed : order)) } } : current,
    );
  }, []);

  const guest = session.status === 'guest' || (state.status === 'error' && state.error instanceof ApiError && state.error.code === 'login_required');
  return (
    <div className={`container ${pcbPage.page}`}>
      <header>
        <h1 className={pcbPage.title}>
          <Trans>Đơn hàng PCB</Trans>
        </h1>
        <p className={pcbPage.lead}>
          <Trans>Các yêu cầu báo giá và đơn PCB bạn đã gửi.</Trans>
        </p>
      </header>
      {guest ? (
        <div className={pcbPage.loginPrompt}>
          <p>
            <Trans>Vui lòng đăng nhập để xem đơn hàng PCB của bạn.</Trans>
          </p>
          <a href={loginHref(currentPath())} className={pcbActions.secondary}>
            <Trans>Đăng nhập để xem đơn PCB</Trans>
          </a>
        </div>
      ) : state.status === 'error' ? (
        <ErrorState error={state.error} onRetry={() => void load()} />
      ) : state.status === 'loading' || !signedIn ? (
        <p className={quoteCard.meta} role="status">
          <Trans>Đang tải…</Trans>
        </p>
      ) : state.orders.data.length === 0 ? (
        <div className={pcbList.empty}>
          <p>
            <Trans>Bạn chưa có đơn hàng PCB nào.</Trans>
          </p>
          <p>
            <Link to="/pcb">
              <Trans>Báo giá PCB ngay</Trans>
            </Link>
          </p>
        </div>
      ) : (
        <>
          <p className={quoteCard.meta}>
            <Plural value={state.orders.total} one="# đơn" other="# đơn" />
          </p>
          <ul className={pcbList.list} aria-label={t`Đơn hàng PCB`}>
            {state.orders.data.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} onChanged={replace} onStale={() => void load()} />
              </li>
            ))}
          </ul>
          {state.orders.last_page > 1 && (
            <nav className={pcbActions.actions} aria-label={t`Phân trang`}>
              {page > 1 && (
                <Link to="/pcb-orders" search={{ page: page - 1 }} className={pcbActions.secondary}>
                  <Trans>Trang trước</Trans>
                </Link>
              )}
              {page < state.orders.last_page && (
                <Link to="/pcb-orders" search={{ page: page + 1 }} className={pcbActions.secondary}>
                  <Trans>Trang sau</Trans>
                </Link>
              )}
            </nav>
          )}
        </>
      )}
    </div>
  );
}

interface OrderCardProps {
  order: PcbOrderItem;
  /** The order changed here (a custom quote accepted or declined). */
  onChanged: (order: PcbOrderItem) => void;
  /** The order changed elsewhere (priced again, cancelled): reload the list. */
  onStale: () => void;
}

function OrderCard({ order, onChanged, onStale }: OrderCardProps) {
  const { t, i18n } = useLingui();
  const price = usePrice();
  const text = useConfigText();
  const kind: Record<PcbOrderItem['kind'], string> = {
    fabrication: t`Gia công PCB`,
    assembly: t`Lắp ráp PCB`,
    stencil: t`Stencil SMD`,
    custom: t`Báo giá theo yêu cầu`,
  };
  const status =
    order.kind === 'custom' && order.status === 'new'
      ? t`Chờ shop báo giá`
      : order.kind === 'custom' && order.status === 'quoted'
        ? t`Đã báo giá — chờ bạn trả lời`
        : order.status === 'new'
          ? t`Mới — chờ shop xác nhận`
          : orderStatusLabel(i18n, order.status);
  const named = order.pcb_type ?? order.pcb_quote ?? order.stencil_size;
  const name = named ? text.name(named) : (order.title ?? '');
  const when = (iso: string) => i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  // The money's state only once there is some to tell: paid, or being refunded.
  const moneyShown = order.payment_status === 'paid' || order.refund !== null;
  return (
    <article className={styles.order} aria-labelledby={`pcb-order-${order.id}`}>
      <div className={styles.orderHead}>
        <h2 id={`pcb-order-${order.id}`} className={pcbList.listTitle}>
          {pcbOrderCode(order.id)} · {kind[order.kind]} {name && `· ${name}`}
        </h2>
        <div className={styles.orderBadges}>
          <span className={pcbList.badge}>{status}</span>
          {moneyShown && <PaymentBadge order={order} />}
        </div>
      </div>
      <p className={quoteCard.meta}>{when(order.created_at)}</p>
      {order.refund && <RefundLine refund={order.refund} when={when} />}
      <div className={styles.orderBody}>
        <dl className={styles.specList}>
          {order.width !== null && order.height !== null && (
            <>
              <dt>
                <Trans>Kích thước</Trans>
              </dt>
              <dd>
                {order.width} × {order.height} mm
              </dd>
            </>
          )}
          <dt>
            <Trans>Số lượng</Trans>
          </dt>
          <dd>{order.quantity}</dd>
          {order.panel_way !== '1x1' && (
            <>
              <dt>
                <Trans>Ghép panel</Trans>
              </dt>
              <dd>{order.panel_way}</dd>
            </>
          )}
          {order.properties.map((property) => (
            <div key={property.id} style={{ display: 'contents' }}>
              <dt>{text.text(property.specification, property.specification_en)}</dt>
              <dd>{text.name(property)}</dd>
            </div>
          ))}
          {order.delivery_company && (
            <>
              <dt>
                <Trans>Đơn vị vận chuyển quốc tế</Trans>
              </dt>
              <dd>
                {order.shipping_payment === null ? order.delivery_company.name : `${order.delivery_company.name} · ${price(order.shipping_payment)}`}
              </dd>
            </>
          )}
          {order.address && (
            <>
              <dt>
                <Trans>Giao đến</Trans>
              </dt>
              <dd>{order.address}</dd>
            </>
          )}
          {order.content && (
            <>
              <dt>
                <Trans>Ghi chú</Trans>
              </dt>
              <dd>{order.content}</dd>
            </>
          )}
          {order.bom && (
            <>
              <dt>
                <Trans>BOM đính kèm</Trans>
              </dt>
              <dd>
                {order.bom.name} · <Plural value={order.bom.line_count} one="# dòng" other="# dòng" />
              </dd>
            </>
          )}
          <dt>
            <Trans>Tệp thiết kế</Trans>
          </dt>
          <dd>
            {order.design_file ? (
              <a href={order.design_file.url} download>
                {order.design_file.name}
              </a>
            ) : (
              '—'
            )}
          </dd>
        </dl>
        {order.kind === 'custom' ? <CustomQuotePart order={order} onChanged={onChanged} onStale={onStale} /> : <OrderAmounts order={order} />}
      </div>
      <OrderHistory code={pcbOrderCode(order.id)} timeline={order.timeline} carrier={order.carrier} waybill={order.waybill} />
    </article>
  );
}
