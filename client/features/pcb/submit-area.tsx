import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { usePrice } from '../../money/use-price.ts';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import { pcbMessage } from './pcb-messages.ts';
import styles from './submit-area.module.css';
import pcbActions from './pcb-actions.module.css';
import pcbPage from './pcb-page.module.css';
import type { SubmitPhase } from './use-quote-submit.ts';

interface SubmitAreaProps {
  phase: SubmitPhase;
  /** A check that failed before sending (spec §5 key in words). */
  problem: string | null;
  /** Set for a guest: the login link that returns to this configuration. */
  loginHref: string | null;
  label: string;
  /** The quote's total as the page now shows it (after a refused price, the new one). */
  total?: number | undefined;
}

/**
 * The submit button and what became of the quote: the overlay while sending, "waiting for
 * connection" when queued offline, the server's message on success, the reason on refusal in the
 * customer's words (spec §8 can_not_send_pcb_quote for the unknown; a changed price says so and
 * shows the new price, which the page has fetched again: — the values the server
 * named stay in its JSON answer for developers), the login prompt for guests (spec §2
 * /login?return_url=).
 */
export function SubmitArea({ phase, problem, loginHref, label, total }: SubmitAreaProps) {
  const { i18n } = useLingui();
  const price = usePrice();
  const alertRef = useRef<HTMLDivElement>(null);
  const failed = phase.phase === 'failed' ? phase : null;
  useEffect(() => {
    if (failed || problem) alertRef.current?.focus();
  }, [failed, problem]);

  return (
    <>
      {problem && <FormAlert ref={alertRef}>{problem}</FormAlert>}
      {failed && (
        <FormAlert ref={alertRef}>
          {failed.code === 'price_mismatch' ? <PriceChanged total={total === undefined ? null : price(total)} /> : pcbMessage(i18n, failed.code)}
        </FormAlert>
      )}
      {loginHref && (
        <div className={pcbPage.loginPrompt} role="status">
          <p>
            <Trans>Bạn cần đăng nhập để gửi yêu cầu báo giá. Cấu hình và tệp của bạn đã được lưu thành bản nháp.</Trans>
          </p>
          <a href={loginHref} className={pcbActions.secondary}>
            <Trans>Đăng nhập để gửi báo giá</Trans>
          </a>
        </div>
      )}
      {phase.phase === 'waiting' && (
        <p className={pcbPage.waiting} role="status">
          <Trans>Đang chờ kết nối: báo giá đã được lưu và sẽ tự gửi khi có mạng trở lại.</Trans>
        </p>
      )}
      {phase.phase === 'sent' && (
        <p className={styles.success} role="status">
          {phase.message}
        </p>
      )}
      <button type="submit" className={pcbActions.submit} disabled={phase.phase === 'sending' || phase.phase === 'waiting' || phase.phase === 'sent'}>
        {label}
      </button>
      {phase.phase === 'sending' && (
        <div className={styles.overlay} role="status" aria-live="polite">
          <span className={styles.spinner} aria-hidden="true" />
          <span className="visually-hidden">
            <Trans>Đang gửi báo giá…</Trans>
          </span>
        </div>
      )}
    </>
  );
}

/** The price moved since the page priced the quote; the new one is shown. */
function PriceChanged({ total }: { total: string | null }) {
  return total === null ? (
    <Trans>Giá đã thay đổi. Vui lòng kiểm tra lại báo giá rồi gửi lại.</Trans>
  ) : (
    <Trans>
      Giá đã thay đổi, đây là giá mới: <strong>{total}</strong>. Vui lòng kiểm tra lại báo giá rồi gửi lại.
    </Trans>
  );
}
