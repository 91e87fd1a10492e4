import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import type { PcbOrderItem } from '#shared/pcb/schemas.ts';
import { commonErrorText } from '../../i18n/api-error-text.ts';
import { usePrice } from '../../money/use-price.ts';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import { formErrorOf } from '../../ui/form/form-error.ts';
import { answerCustomQuote } from './pcb-api.ts';
import quote from './custom-quote-answer.module.css';
import pcbActions from './pcb-actions.module.css';
import quoteCard from './quote-card.module.css';
import specChoices from './spec-choices.module.css';

/** Why an answer was refused, in the customer's words (never the server's detail). */
function answerErrorText(i18n: I18n, code: string): string {
  switch (code) {
    case 'price_mismatch':
      return i18n._(msg`Giá đã thay đổi, đây là giá mới. Vui lòng xem lại báo giá rồi trả lời.`);
    case 'invalid_transition':
      return i18n._(msg`Báo giá này không còn chờ bạn trả lời. Danh sách đã được tải lại.`);
    default:
      return commonErrorText(i18n, code);
  }
}

interface CustomQuoteAnswerProps {
  order: PcbOrderItem;
  onChanged: (order: PcbOrderItem) => void;
  /** The quote changed on the shop's side: reload it so the customer sees what it is now. */
  onStale: () => void;
}

/**
 * The customer's answer to a priced custom quote: accept it for the total shown
 * (it becomes an order) or decline it, with an optional reason, after a second step that says
 * so. The server checks that the quote still waits for an answer at that total.
 */
export function CustomQuoteAnswer({ order, onChanged, onStale }: CustomQuoteAnswerProps) {
  const { t, i18n } = useLingui();
  const price = usePrice();
  const id = useId();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState<'accept' | 'decline' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const total = price(order.total);

  useEffect(() => {
    if (error) alertRef.current?.focus();
  }, [error]);
  useEffect(() => {
    if (declining) reasonRef.current?.focus();
  }, [declining]);

  async function send(action: 'accept' | 'decline') {
    if (pending) return;
    setPending(action);
    setError(null);
    try {
      const body = action === 'accept' ? { total: order.total } : reason.trim() ? { note: reason.trim() } : {};
      onChanged(await answerCustomQuote(order.id, action, body));
    } catch (caught) {
      const code = formErrorOf(caught).code;
      setError(answerErrorText(i18n, code));
      if (code === 'price_mismatch' || code === 'invalid_transition') onStale();
    } finally {
      setPending(null);
    }
  }

  return (
    <div className={quote.answer} role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={specChoices.specName}>
        <Trans>Bạn đồng ý với báo giá {total}?</Trans>
      </p>
      {error && <FormAlert ref={alertRef}>{error}</FormAlert>}
      {declining ? (
        <>
          <label htmlFor={`${id}-reason`} className={specChoices.specName}>
            <Trans>Lý do từ chối (không bắt buộc)</Trans>
          </label>
          <textarea id={`${id}-reason`} ref={reasonRef} className={quoteCard.textarea} rows={2} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
          <div className={pcbActions.actions}>
            <button type="button" className={pcbActions.danger} aria-disabled={pending !== null || undefined} onClick={() => void send('decline')}>
              {pending === 'decline' ? t`Đang gửi…` : t`Xác nhận từ chối`}
            </button>
            <button type="button" className={pcbActions.secondary} onClick={() => setDeclining(false)}>
              <Trans>Quay lại</Trans>
            </button>
          </div>
        </>
      ) : (
        <div className={pcbActions.actions}>
          <button type="button" className={pcbActions.submit} aria-disabled={pending !== null || undefined} onClick={() => void send('accept')}>
            {pending === 'accept' ? t`Đang gửi…` : t`Đồng ý và đặt hàng`}
          </button>
          <button type="button" className={pcbActions.secondary} onClick={() => setDeclining(true)}>
            <Trans>Từ chối báo giá</Trans>
          </button>
        </div>
      )}
    </div>
  );
}
