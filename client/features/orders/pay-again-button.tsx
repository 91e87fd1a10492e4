import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import { formErrorOf } from '../../ui/form/form-error.ts';
import { payAgainErrorText } from './order-labels.ts';
import { startPayAgain } from './orders-api.ts';
import styles from './pay-again-button.module.css';

/**
 * "Thanh toán lại" on an unpaid online order: the server starts a new attempt
 * at the order's provider, for the order's own amount, and the browser goes to its payment page.
 * The button stays busy until the page leaves, so a second click never starts a second attempt.
 */
export function PayAgainButton({ url, provider }: { url: string; provider: string }) {
  const { i18n } = useLingui();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  async function start() {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      const { redirect_pay: redirectPay } = await startPayAgain(url);
      window.location.assign(redirectPay);
    } catch (caught) {
      const problem = formErrorOf(caught);
      setError(payAgainErrorText(i18n, problem.code, problem.retryAfterSeconds));
      setPending(false);
      requestAnimationFrame(() => alertRef.current?.focus());
    }
  }

  return (
    <div className={styles.payAgain}>
      <button type="button" className={styles.payButton} aria-disabled={pending || undefined} onClick={() => void start()}>
        {pending ? <Trans>Đang chuyển đến trang thanh toán…</Trans> : <Trans>Thanh toán lại qua {provider}</Trans>}
      </button>
      {error && <FormAlert ref={alertRef}>{error}</FormAlert>}
    </div>
  );
}
