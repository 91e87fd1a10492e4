import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Ref } from 'react';
import { ChipGlyph } from '../ui/icons.tsx';
import styles from './site-logo.module.css';

/** The shop's mark and name, linking home. */
export function SiteLogo({ siteName, ref }: { siteName: string; ref?: Ref<HTMLAnchorElement> }) {
  return (
    <Link ref={ref} to="/" className={styles.logo}>
      <ChipGlyph size={40} className={styles.mark} />
      <span className={styles.text}>
        <span className={styles.name}>{siteName}</span>
        <span className={styles.tagline}>
          <Trans>Linh kiện điện tử & PCB</Trans>
        </span>
      </span>
    </Link>
  );
}
