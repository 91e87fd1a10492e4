import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { AdminOrderDetail } from '#shared/admin/schemas.ts';
import { formatVnd } from '#shared/money/format.ts';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import { formErrorOf } from '../../ui/form/form-error.ts';
import { markOrderPaid } from './admin-api.ts';
import { adminErrorText } from './admin-labels.ts';
import mutedText from '../../ui/muted-text.module.css';
import adminButtons from './admin-buttons.module.css';

/**
 * Records a bank transfer as received, for an unpaid bank-transfer order: the server
 * writes the payment like a verified callback and moves the order to paid.
 */
export function MarkPaidButton({ order, onChanged }: { order: AdminOrderDetail; onChanged: (order: AdminOrderDetail, message: string) => void }) {
  const { t, i18n } = useLingui();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  async function markPaid() {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      const updated = await markOrderPaid(order.kind, order.id, {});
      const code = updated.code;
      onChanged(updated, t`Đã ghi nhận thanh toán chuyển khoản cho đơn ${code}.`);
    } catch (caught) {
      const problem = formErrorOf(caught);
      setError(adminErrorText(i18n, problem.code, problem.retryAfterSeconds));
      // After the box renders.
      requestAnimationFrame(() => alertRef.current?.focus());
    } finally {
      setPending(false);
    }
  }

  const amount = formatVnd(order.total);
  const code = order.code;
  return (
    <>
      <p className={mutedText.muted}>
        <Trans>Khách chọn chuyển khoản {amount} với nội dung {code}. Chỉ xác nhận khi tiền đã vào tài khoản.</Trans>
      </p>
      {error && <FormAlert ref={alertRef}>{error}</FormAlert>}
      <div className={adminButtons.actions}>
        <button type="button" className={adminButtons.primaryButton} aria-disabled={pending || undefined} onClick={() => void markPaid()}>
          {pending ? <Trans>Đang lưu…</Trans> : <Trans>Đánh dấu đã nhận chuyển khoản</Trans>}
        </button>
      </div>
    </>
  );
}
