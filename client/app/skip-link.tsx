import { Trans } from '@lingui/react/macro';
import styles from './skip-link.module.css';

/** First focusable element: jumps keyboard users past the header to the page content. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a
      className={styles.skip}
      href={`#${targetId}`}
      onClick={(event) => {
        // Move focus without a hash change the router would treat as a navigation.
        event.preventDefault();
        const target = document.getElementById(targetId);
        target?.focus();
        target?.scrollIntoView({ block: 'start' });
      }}
    >
      <Trans>Bỏ qua đến nội dung</Trans>
    </a>
  );
}
