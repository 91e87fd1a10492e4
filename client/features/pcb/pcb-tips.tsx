import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { fetchTips } from './pcb-api.ts';
import styles from './pcb-tips.module.css';
import quoteCard from './quote-card.module.css';

/**
 * Help for the quote forms (spec §7 GET /v1/pcb-quotes/tips). The HTML is the server's own static
 * text (not user content), so it is shown as is; offline the box stays hidden.
 */
export function PcbTips() {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    fetchTips().then(
      (value) => !cancelled && setHtml(value),
      () => {},
    );
    return () => {
      cancelled = true;
    };
  }, []);
  if (!html) return null;
  return (
    <section className={quoteCard.card} aria-labelledby="pcb-tips-title">
      <h2 id="pcb-tips-title" className={quoteCard.cardTitle}>
        <Trans>Mẹo đặt mạch</Trans>
      </h2>
      <div className={styles.tips} dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
