import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { usePrice } from '../../money/use-price.ts';
import { PRICE_PANEL_ID } from './price-panel.tsx';
import styles from './sticky-price-summary.module.css';

/** A field that opens the phone's keyboard (the summary then gets out of the way). */
function isTypingField(target: EventTarget | null): boolean {
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['radio', 'checkbox', 'button', 'submit', 'reset', 'file', 'range', 'color'].includes(target.type);
}

/** Whether any part of the price panel is on screen. */
function usePanelInView(): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const panel = document.getElementById(PRICE_PANEL_ID);
    if (!panel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((entry) => entry.isIntersecting)));
    observer.observe(panel);
    return () => observer.disconnect();
  }, []);
  return inView;
}

/** Whether the user is typing in a field (on a phone: the on-screen keyboard is up). */
function useTyping(): boolean {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => setTyping(isTypingField(event.target));
    const onFocusOut = () => setTyping(false);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  return typing;
}

/**
 * The quote's total kept at the bottom of a phone screen (on a phone the price
 * panel sits below every option, thousands of pixels down). Its button jumps to the price panel
 * and puts the focus on the submit button there, so the breakdown is read before sending. It
 * leaves when the price panel itself is on screen and while a field is being typed in (it never
 * covers the on-screen keyboard or the field); the page keeps room for it below the last option
 * (sticky-price-summary.module.css). Wide screens have the panel beside the form and no summary.
 */
export function StickyPriceSummary({ total }: { total: number }) {
  const { t } = useLingui();
  const price = usePrice();
  const panelInView = usePanelInView();
  const typing = useTyping();

  function jump() {
    const panel = document.getElementById(PRICE_PANEL_ID);
    if (!panel) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    panel.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
    const submit = panel.querySelector<HTMLButtonElement>('button[type="submit"]:not(:disabled)');
    (submit ?? panel.querySelector<HTMLElement>('#pcb-price-title'))?.focus({ preventScroll: true });
  }

  return (
    <div className={styles.bar} role="region" aria-label={t`Tóm tắt báo giá`} hidden={panelInView || typing} data-testid="pcb-price-summary">
      <p className={styles.total}>
        <span className={styles.label}>
          <Trans>Tổng cộng</Trans>
        </span>
        <span className={styles.value}>{price(total)}</span>
      </p>
      <button type="button" className={styles.button} onClick={jump}>
        <Trans>Xem và gửi báo giá</Trans>
      </button>
    </div>
  );
}
