import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { AdminOrderDetail, AdminOrderKind } from '#shared/admin/schemas.ts';
import { quoteActionProblem } from '#shared/orders/lifecycle.ts';
import { ApiError } from '../../api/api-error.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { OrderTimeline } from '../../ui/order-timeline.tsx';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import { fetchAdminOrder } from './admin-api.ts';
import { adminErrorText } from './admin-labels.ts';
import { CustomQuotePricingForm } from './custom-quote-pricing-form.tsx';
import { lifecycleOrderOf } from './lifecycle-order.ts';
import { MarkPaidButton } from './mark-paid-button.tsx';
import { OrderFacts } from './order-facts.tsx';
import { RefundPanel } from './refund-panel.tsx';
import styles from './admin-order-screen.module.css';
import mutedText from '../../ui/muted-text.module.css';
import pageStyles from '../../ui/page.module.css';
import adminPanel from './admin-panel.module.css';
import { StatusBadge } from './status-badge.tsx';
import { StatusForm } from './status-form.tsx';

type DetailState = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; order: AdminOrderDetail };

/** `/admin/orders/{kind}/{id}`: one order, its history, the status change and the bank transfer check. */
export function AdminOrderScreen({ kind, id }: { kind: AdminOrderKind; id: number }) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<DetailState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // What the last action did, announced and focused so keyboard users land on the result.
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const code = state.status === 'ready' ? state.order.code : null;
  usePageMeta({ title: code ? t`Đơn ${code}` : t`Chi tiết đơn hàng` });

  useEffect(() => {
    const controller = new AbortController();
    fetchAdminOrder(kind, id, controller.signal).then(
      (order) => setState({ status: 'ready', order }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [kind, id, attempt]);

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  function changed(order: AdminOrderDetail, message: string) {
    setState({ status: 'ready', order });
    setDone(message);
  }

  const back = (
    <Link to="/admin" search={kind === 'pcb' ? { kind: 'pcb' } : {}} className={styles.back}>
      ← <Trans>Danh sách đơn hàng</Trans>
    </Link>
  );

  if (state.status === 'loading') {
    return (
      <div className={`container ${pageStyles.page}`}>
        {back}
        <p className={mutedText.muted} role="status">
          <Trans>Đang tải đơn hàng…</Trans>
        </p>
      </div>
    );
  }
  if (state.status === 'error') {
    const missing = state.error instanceof ApiError && state.error.status === 404;
    return (
      <div className={`container ${pageStyles.page}`}>
        {back}
        {missing ? (
          <p className={styles.failure} role="alert">
            {adminErrorText(i18n, 'not_found')}
          </p>
        ) : (
          <ErrorState error={state.error} onRetry={() => setAttempt((value) => value + 1)} />
        )}
      </div>
    );
  }

  const { order } = state;
  return (
    <div className={`container ${pageStyles.page}`}>
      {back}
      <div className={styles.detailHead}>
        <h1 className={pageStyles.title}>
          {order.kind === 'pcb' ? <Trans>Đơn PCB {code}</Trans> : <Trans>Đơn hàng {code}</Trans>}
        </h1>
        <StatusBadge status={order.status} />
      </div>
      {done && (
        <p ref={doneRef} tabIndex={-1} className={styles.success} role="status">
          {done}
        </p>
      )}
      <div className={styles.detailGrid}>
        <div className={styles.column}>
          <OrderFacts order={order} />
        </div>
        <div className={styles.column}>
          {/* A custom PCB quote is priced here until the customer answers. */}
          {quoteActionProblem(lifecycleOrderOf(order), 'price') === null && (
            <section className={adminPanel.panel} aria-labelledby="admin-quote-title">
              <h2 id="admin-quote-title" className={adminPanel.sectionTitle}>
                <Trans>Báo giá cho khách</Trans>
              </h2>
              <CustomQuotePricingForm key={`${order.status}-${order.timeline.length}`} order={order} onChanged={changed} onStale={() => setAttempt((value) => value + 1)} />
            </section>
          )}
          <section className={adminPanel.panel} aria-labelledby="admin-status-title">
            <h2 id="admin-status-title" className={adminPanel.sectionTitle}>
              <Trans>Chuyển trạng thái</Trans>
            </h2>
            <StatusForm key={`${order.status}-${order.timeline.length}`} order={order} onChanged={changed} onStale={() => setAttempt((value) => value + 1)} />
          </section>
          {order.refund && (
            <section className={adminPanel.panel} aria-labelledby="admin-refund-title">
              <h2 id="admin-refund-title" className={adminPanel.sectionTitle}>
                <Trans>Hoàn tiền</Trans>
              </h2>
              <RefundPanel key={`${order.refund.status}-${order.refund.attempts}`} order={order} refund={order.refund} onChanged={changed} onStale={() => setAttempt((value) => value + 1)} />
            </section>
          )}
          {order.payment.can_mark_paid && (
            <section className={adminPanel.panel} aria-labelledby="admin-paid-title">
              <h2 id="admin-paid-title" className={adminPanel.sectionTitle}>
                <Trans>Chuyển khoản ngân hàng</Trans>
              </h2>
              <MarkPaidButton order={order} onChanged={changed} />
            </section>
          )}
          <section className={adminPanel.panel} aria-labelledby="admin-timeline-title">
            <h2 id="admin-timeline-title" className={adminPanel.sectionTitle}>
              <Trans>Lịch sử trạng thái</Trans>
            </h2>
            {order.timeline.length > 0 ? (
              <OrderTimeline steps={order.timeline} label={t`Lịch sử trạng thái`} extra={(step) => actorText(step.actor)} />
            ) : (
              <p className={mutedText.muted}>
                <Trans>Chưa có thay đổi nào.</Trans>
              </p>
            )}
          </section>
        </div>
      </div>
    </div>
  );

  function actorText(actor: string): string | null {
    switch (actor) {
      case 'staff':
        return t`nhân viên`;
      case 'system':
        return t`hệ thống`;
      case 'customer':
        return t`khách hàng`;
      default:
        return null;
    }
  }
}
