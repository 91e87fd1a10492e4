import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { AdminOrderDetail, AdminRefund } from '#shared/admin/schemas.ts';
import { formatRefundAmount } from '#shared/orders/refund.ts';
import { cx } from '../../ui/class-names.ts';
import { FieldFrame } from '../../ui/form/field-frame.tsx';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import { formErrorOf } from '../../ui/form/form-error.ts';
import { markRefunded, retryRefund } from './admin-api.ts';
import { adminErrorText, paymentMethodLabel, refundStatusLabel } from './admin-labels.ts';
import styles from './refund-panel.module.css';
import mutedText from '../../ui/muted-text.module.css';
import adminButtons from './admin-buttons.module.css';
import adminForm from './admin-form.module.css';
import factList from './order-fact-list.module.css';
import badges from './status-badge.module.css';

type Action = 'retry' | 'mark';

/**
 * The refund a cancelled paid order owes: how much, how (gateway or by hand),
 * where it stands, who asked for it and when, who recorded it paid back, and why a gateway
 * refused. Staff send a failed gateway refund again, or record one they paid back by hand.
 */
export function RefundPanel({
  order,
  refund,
  onChanged,
  onStale,
}: {
  order: AdminOrderDetail;
  refund: AdminRefund;
  onChanged: (order: AdminOrderDetail, message: string) => void;
  onStale: () => void;
}) {
  const { t, i18n } = useLingui();
  const [pending, setPending] = useState<Action | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const alertRef = useRef<HTMLDivElement>(null);
  const when = (iso: string) => i18n.date(new Date(iso), { dateStyle: 'short', timeStyle: 'short' });
  const amount = formatRefundAmount(refund.amount, refund.currency);
  const provider = paymentMethodLabel(i18n, refund.provider);
  const code = order.code;

  async function run(action: Action) {
    if (pending) return;
    setPending(action);
    setError(null);
    try {
      const updated = action === 'retry' ? await retryRefund(order.kind, order.id) : await markRefunded(order.kind, order.id, note.trim() ? { note: note.trim() } : {});
      const done = updated.refund?.status === 'refunded';
      onChanged(
        updated,
        done ? t`Đã ghi nhận hoàn ${amount} cho đơn ${code}.` : t`Cổng thanh toán vẫn chưa hoàn tiền cho đơn ${code}: xem lý do bên dưới.`,
      );
    } catch (caught) {
      const problem = formErrorOf(caught);
      setError(adminErrorText(i18n, problem.code, problem.retryAfterSeconds));
      if (problem.code === 'refund_not_retryable' || problem.code === 'refund_not_due') onStale();
      requestAnimationFrame(() => alertRef.current?.focus());
    } finally {
      setPending(null);
    }
  }

  const requestedAt = when(refund.requested_at);
  const requestedBy = refund.requested_by?.fullname ?? t`không rõ`;
  const refundedAt = refund.refunded_at ? when(refund.refunded_at) : null;
  return (
    <>
      <dl className={factList.facts}>
        <dt>{t`Số tiền`}</dt>
        <dd>
          <strong>{amount}</strong>
        </dd>
        <dt>{t`Tình trạng`}</dt>
        <dd>
          <span className={cx(badges.badge, refund.status === 'refunded' && badges.badgeDone, refund.status === 'failed' && styles.badgeFailed, refund.status === 'due' && badges.badgeUnpaid)}>
            {refundStatusLabel(i18n, refund.status)}
          </span>
        </dd>
        <dt>{t`Cách hoàn`}</dt>
        <dd>{refund.method === 'gateway' ? t`Qua cổng ${provider}` : t`Cửa hàng tự chuyển trả (${provider})`}</dd>
        <dt>{t`Yêu cầu bởi`}</dt>
        <dd>
          {requestedBy} · <time dateTime={refund.requested_at}>{requestedAt}</time>
        </dd>
        {refund.refunded_at && (
          <>
            <dt>{t`Đã hoàn lúc`}</dt>
            <dd>
              <time dateTime={refund.refunded_at}>{refundedAt}</time>
              {refund.refunded_by ? ` · ${refund.refunded_by.fullname}` : ` · ${t`cổng thanh toán xác nhận`}`}
            </dd>
          </>
        )}
        {refund.note && (
          <>
            <dt>{t`Ghi chú`}</dt>
            <dd>{refund.note}</dd>
          </>
        )}
        {refund.failure && refund.status !== 'refunded' && (
          <>
            <dt>{t`Lý do chưa hoàn`}</dt>
            <dd className={styles.failureText}>{refund.failure}</dd>
          </>
        )}
      </dl>
      {refund.status === 'due' && (
        <p className={mutedText.muted}>
          <Trans>Hãy chuyển trả {amount} cho khách (theo thông tin thanh toán của đơn), rồi ghi nhận tại đây.</Trans>
        </p>
      )}
      {refund.status === 'failed' && (
        <p className={mutedText.muted}>
          <Trans>Gửi lại yêu cầu hoàn tiền qua cổng thanh toán, hoặc hoàn tiền thủ công cho khách rồi ghi nhận tại đây.</Trans>
        </p>
      )}
      {error && <FormAlert ref={alertRef}>{error}</FormAlert>}
      {refund.can_mark_refunded && (
        <FieldFrame name="refund_note" label={t`Ghi chú hoàn tiền (ví dụ: mã giao dịch chuyển khoản)`}>
          {({ id, describedBy }) => (
            <textarea id={id} name="refund_note" rows={2} maxLength={1000} className={adminForm.textarea} value={note} aria-describedby={describedBy} onChange={(event) => setNote(event.target.value)} />
          )}
        </FieldFrame>
      )}
      {(refund.can_retry || refund.can_mark_refunded) && (
        <div className={adminButtons.actions}>
          {refund.can_retry && (
            <button type="button" className={adminButtons.primaryButton} aria-disabled={pending !== null || undefined} onClick={() => void run('retry')}>
              {pending === 'retry' ? <Trans>Đang gửi…</Trans> : <Trans>Gửi lại yêu cầu hoàn tiền</Trans>}
            </button>
          )}
          {refund.can_mark_refunded && (
            <button type="button" className={adminButtons.secondaryButton} aria-disabled={pending !== null || undefined} onClick={() => void run('mark')}>
              {pending === 'mark' ? <Trans>Đang lưu…</Trans> : <Trans>Đánh dấu đã hoàn tiền</Trans>}
            </button>
          )}
        </div>
      )}
    </>
  );
}
