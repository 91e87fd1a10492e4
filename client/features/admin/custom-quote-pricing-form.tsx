import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminOrderDetail } from '#shared/admin/schemas.ts';
import { formatVnd } from '#shared/money/format.ts';
import { customQuoteTotal, QUOTE_NOTE_MAX, quotePricingProblems, typedVnd } from '#shared/pcb/custom-quote.ts';
import { fieldErrorText } from '../../i18n/api-error-text.ts';
import { FieldFrame } from '../../ui/form/field-frame.tsx';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import { formErrorOf, localFormError, type FormError } from '../../ui/form/form-error.ts';
import { SubmitButton } from '../../ui/form/submit-button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import { adminErrorText } from './admin-labels.ts';
import mutedText from '../../ui/muted-text.module.css';
import adminForm from './admin-form.module.css';
import { priceCustomQuote } from './custom-quote-api.ts';

const FIELD_ORDER = ['price', 'lead_days', 'note'] as const;

/** The pricing rules' keys (shared/pcb/custom-quote.ts) and the refusals of the call, in words. */
function pricingText(i18n: I18n, key: string): string {
  switch (key) {
    case 'quote_price_invalid':
      return i18n._(msg`Nhập giá bằng số nguyên từ 1.000 đ đến 10.000.000.000 đ.`);
    case 'quote_lead_days_invalid':
      return i18n._(msg`Nhập số ngày làm việc từ 1 đến 365.`);
    case 'quote_note_too_long':
      return i18n._(msg`Ghi chú tối đa 1000 ký tự.`);
    case 'invalid_transition':
      return i18n._(msg`Khách đã trả lời báo giá này (hoặc đơn đã hủy), không thể đổi giá nữa. Trang đã được tải lại.`);
    case 'not_custom_quote':
      return i18n._(msg`Chỉ đơn báo giá theo yêu cầu mới được báo giá thủ công.`);
    default:
      return adminErrorText(i18n, key);
  }
}

interface CustomQuotePricingFormProps {
  order: AdminOrderDetail;
  onChanged: (order: AdminOrderDetail, message: string) => void;
  /** The quote moved meanwhile (409 invalid_transition): reload it. */
  onStale: () => void;
}

/**
 * Staff price a custom PCB quote: the boards' price, the lead time and a note
 * the customer reads with the notification. The total shown is what the customer will be asked
 * to accept (the price plus the delivery and COD fees computed when the quote was sent). The shared
 * rules check before sending; the server checks again and records it all in one transaction.
 */
export function CustomQuotePricingForm({ order, onChanged, onStale }: CustomQuotePricingFormProps) {
  const { t, i18n } = useLingui();
  const pcb = order.pcb!;
  const priced = order.status === 'quoted';
  const [price, setPrice] = useState(priced && pcb.goods_total > 0 ? String(pcb.goods_total) : '');
  const [leadDays, setLeadDays] = useState(priced && pcb.deadline_days !== null ? String(pcb.deadline_days) : '');
  const [note, setNote] = useState('');
  const { formRef, alertRef, pending, error, submit } = useFormSubmit<FormError>(FIELD_ORDER, formErrorOf);

  const amount = typedVnd(price);
  const total = Number.isNaN(amount) ? null : customQuoteTotal(amount, pcb);
  const fees = (pcb.shipping_payment ?? 0) + (pcb.cod_payment ?? 0);
  const fieldText = (name: string) => {
    const key = error?.fields[name];
    return key ? (key.startsWith('quote_') ? pricingText(i18n, key) : fieldErrorText(i18n, key)) : null;
  };
  const totalText = total === null ? '' : formatVnd(total);
  const feesText = formatVnd(fees);

  return (
    <form
      ref={formRef}
      className={adminForm.statusForm}
      noValidate
      aria-describedby="admin-quote-help"
      onSubmit={(event) =>
        void submit(event, {
          check: () => localFormError(quotePricingProblems({ price: amount, lead_days: Number(leadDays), note })),
          send: async () => {
            const updated = await priceCustomQuote(order.id, { price: amount, lead_days: Number(leadDays), ...(note.trim() ? { note: note.trim() } : {}) }).catch(
              (caught: unknown) => {
                if (formErrorOf(caught).code === 'invalid_transition') onStale();
                throw caught;
              },
            );
            const code = updated.code;
            const sent = formatVnd(updated.total);
            onChanged(updated, t`Đã gửi báo giá ${sent} cho đơn ${code}; khách hàng đã được thông báo.`);
          },
        })
      }
    >
      <p id="admin-quote-help" className={mutedText.muted}>
        {priced ? (
          <Trans>Khách chưa trả lời báo giá này. Bạn có thể sửa giá; khách sẽ nhận thông báo mới.</Trans>
        ) : (
          <Trans>Đơn báo giá theo yêu cầu chưa có giá. Nhập giá, thời gian sản xuất và lời nhắn; khách nhận thông báo, e-mail và có thể đồng ý hoặc từ chối.</Trans>
        )}
      </p>
      {error && error.code !== 'validation_failed' && <FormAlert ref={alertRef}>{pricingText(i18n, error.code)}</FormAlert>}
      <TextField
        name="price"
        label={t`Giá bo mạch (đ)`}
        inputMode="numeric"
        autoComplete="off"
        value={price}
        maxLength={16}
        error={fieldText('price')}
        hint={total === null ? t`Chưa gồm phí giao hàng và COD của đơn (${feesText}).` : t`Khách sẽ trả ${totalText} (gồm ${feesText} phí giao hàng và COD).`}
        onChange={(event) => setPrice(event.target.value)}
      />
      <TextField
        name="lead_days"
        label={t`Thời gian sản xuất (ngày làm việc)`}
        type="number"
        inputMode="numeric"
        min={1}
        max={365}
        step={1}
        value={leadDays}
        error={fieldText('lead_days')}
        onChange={(event) => setLeadDays(event.target.value)}
      />
      <FieldFrame name="note" label={t`Lời nhắn cho khách`} error={fieldText('note')} hint={t`Khách đọc lời nhắn cùng giá, trong thông báo và lịch sử đơn.`}>
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            name="note"
            rows={3}
            maxLength={QUOTE_NOTE_MAX}
            className={adminForm.textarea}
            value={note}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </FieldFrame>
      <SubmitButton pending={pending} pendingLabel={t`Đang lưu…`}>
        {priced ? <Trans>Cập nhật báo giá</Trans> : <Trans>Gửi báo giá cho khách</Trans>}
      </SubmitButton>
    </form>
  );
}
