import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminOrderDetail } from '#shared/admin/schemas.ts';
import { transitionProblem, type OrderStatus } from '#shared/orders/lifecycle.ts';
import { cancelNeedsRefundConfirmation, formatRefundAmount } from '#shared/orders/refund.ts';
import { fieldErrorText } from '../../i18n/api-error-text.ts';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import { formErrorOf, localFormError, type FormError } from '../../ui/form/form-error.ts';
import { SelectField } from '../../ui/form/select-field.tsx';
import { SubmitButton } from '../../ui/form/submit-button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import { FieldFrame } from '../../ui/form/field-frame.tsx';
import { orderStatusLabel } from '../../ui/order-status-label.ts';
import { changeOrderStatus } from './admin-api.ts';
import { adminErrorText } from './admin-labels.ts';
import { CancelWarning } from './cancel-warning.tsx';
import { lifecycleOrderOf } from './lifecycle-order.ts';
import mutedText from '../../ui/muted-text.module.css';
import adminForm from './admin-form.module.css';

const FIELD_ORDER = ['status', 'carrier', 'waybill', 'refund_confirmed', 'note'] as const;

/** The reasons that belong beside one input rather than (only) in the box (409 codes of the status call). */
const FIELD_OF_REASON: Readonly<Record<string, string>> = {
  carrier_required: 'carrier',
  waybill_required: 'waybill',
  refund_confirmation_required: 'refund_confirmed',
};

interface StatusFormProps {
  order: AdminOrderDetail;
  onChanged: (order: AdminOrderDetail, message: string) => void;
  /** The order moved meanwhile (409 invalid_transition): reload it so the choices are current. */
  onStale: () => void;
}

/**
 * Moves the order to one of the statuses the server offers (`next_statuses`), with a note the
 * customer sees; shipping asks for the carrier and the waybill. The shared lifecycle rules check
 * before sending; the server's 409 reason shows in the box and beside the input it concerns.
 */
export function StatusForm({ order, onChanged, onStale }: StatusFormProps) {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState<OrderStatus | ''>(order.next_statuses[0] ?? '');
  const [note, setNote] = useState('');
  const [carrier, setCarrier] = useState(order.carrier ?? '');
  const [waybill, setWaybill] = useState(order.waybill ?? '');
  const [refundConfirmed, setRefundConfirmed] = useState(false);
  const { formRef, alertRef, pending, error, submit } = useFormSubmit<FormError>(FIELD_ORDER, (caught) => withReasonField(formErrorOf(caught)));

  /** After a cancel with a refund: what happened to the money, in the result line. */
  function refundResultText(updated: AdminOrderDetail): string | null {
    const refund = updated.refund;
    if (!refund || updated.status !== 'cancelled') return null;
    const code = updated.code;
    const amount = formatRefundAmount(refund.amount, refund.currency);
    if (refund.status === 'refunded') return t`Đã hủy đơn ${code} và hoàn ${amount} qua cổng thanh toán.`;
    if (refund.status === 'due') return t`Đã hủy đơn ${code}. Cần hoàn ${amount} cho khách: xem mục Hoàn tiền.`;
    return t`Đã hủy đơn ${code}, nhưng cổng thanh toán chưa hoàn ${amount}: xem mục Hoàn tiền.`;
  }

  if (order.next_statuses.length === 0) {
    return (
      <p className={mutedText.muted}>
        <Trans>Đơn hàng đã ở trạng thái cuối, không thể chuyển tiếp.</Trans>
      </p>
    );
  }

  const shipping = status === 'shipped';
  const cancelling = status === 'cancelled';
  const refunding = cancelling && cancelNeedsRefundConfirmation(order.payment);
  const fieldText = (name: string) => {
    const key = error?.fields[name];
    return key ? (FIELD_OF_REASON[key] ? adminErrorText(i18n, key) : fieldErrorText(i18n, key)) : null;
  };

  return (
    <form
      ref={formRef}
      className={adminForm.statusForm}
      noValidate
      onSubmit={(event) =>
        void submit(event, {
          check: () => {
            if (!status) return localFormError({ status: t`Vui lòng chọn trạng thái mới.` });
            const problem = transitionProblem(lifecycleOrderOf(order), status, { carrier, waybill });
            const field = problem ? FIELD_OF_REASON[problem] : undefined;
            if (field && problem) return localFormError({ [field]: problem });
            return refunding && !refundConfirmed ? localFormError({ refund_confirmed: 'refund_confirmation_required' }) : null;
          },
          send: async () => {
            const next = status as OrderStatus;
            const updated = await changeOrderStatus(order.kind, order.id, {
              status: next,
              ...(note.trim() ? { note: note.trim() } : {}),
              ...(next === 'shipped' ? { carrier: carrier.trim(), waybill: waybill.trim() } : {}),
              ...(next === 'cancelled' && refunding ? { refund_confirmed: refundConfirmed } : {}),
            }).catch((caught: unknown) => {
              if (formErrorOf(caught).code === 'invalid_transition') onStale();
              throw caught;
            });
            const code = updated.code;
            const label = orderStatusLabel(i18n, next);
            onChanged(updated, refundResultText(updated) ?? t`Đã chuyển đơn ${code} sang "${label}".`);
          },
        })
      }
    >
      {error && error.code !== 'validation_failed' && error.code !== 'refund_confirmation_required' && (
        <FormAlert ref={alertRef}>{adminErrorText(i18n, error.code, error.retryAfterSeconds)}</FormAlert>
      )}
      <SelectField name="status" label={t`Trạng thái mới`} value={status} error={fieldText('status')} onChange={(event) => setStatus(event.target.value as OrderStatus)}>
        {order.next_statuses.map((value) => (
          <option key={value} value={value}>
            {orderStatusLabel(i18n, value)}
          </option>
        ))}
      </SelectField>
      {shipping && (
        <>
          <TextField name="carrier" label={t`Đơn vị vận chuyển`} value={carrier} maxLength={64} autoComplete="off" error={fieldText('carrier')} onChange={(event) => setCarrier(event.target.value)} />
          <TextField name="waybill" label={t`Mã vận đơn`} value={waybill} maxLength={64} autoComplete="off" error={fieldText('waybill')} onChange={(event) => setWaybill(event.target.value)} />
        </>
      )}
      {cancelling && <CancelWarning order={order} confirmed={refundConfirmed} onConfirmedChange={setRefundConfirmed} error={fieldText('refund_confirmed')} />}
      <FieldFrame name="note" label={t`Ghi chú (khách hàng sẽ thấy)`} error={fieldText('note')}>
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            name="note"
            rows={3}
            maxLength={1000}
            className={adminForm.textarea}
            value={note}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </FieldFrame>
      <SubmitButton pending={pending} pendingLabel={t`Đang lưu…`}>
        {refunding ? <Trans>Hủy đơn và hoàn tiền</Trans> : <Trans>Cập nhật trạng thái</Trans>}
      </SubmitButton>
    </form>
  );
}

/** A 409 carrier_required / waybill_required also marks its input. */
function withReasonField(error: FormError): FormError {
  const field = FIELD_OF_REASON[error.code];
  return field && !error.fields[field] ? { ...error, fields: { ...error.fields, [field]: error.code } } : error;
}
