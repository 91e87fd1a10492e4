import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLocale } from '../i18n/use-locale.ts';
import { cx } from '../ui/class-names.ts';
import styles from './quick-links.module.css';

/**
 * The shop's main sections beside the category menu (spec §2 routes). PCB and BOM are full page
 * loads; services, news (Vietnamese only, spec §2 "/tin-tuc") and contact are app routes.
 */
export function QuickLinks({ variant }: { variant: 'bar' | 'drawer' }) {
  const locale = useLocale();
  return (
    <ul role="list" className={cx(styles.list, variant === 'bar' ? styles.bar : styles.drawer)}>
      <li>
        <a href="/pcb" className={cx(styles.link, styles.highlight)}>
          <Trans>Báo giá PCB</Trans>
        </a>
      </li>
      <li>
        <a href="/bom" className={styles.link}>
          <Trans>Công cụ BOM</Trans>
        </a>
      </li>
      <li>
        <Link to="/dich-vu" className={styles.link}>
          <Trans>Dịch vụ</Trans>
        </Link>
      </li>
      <li>
        {/* The English storefront's /tin-tuc says the news is in Vietnamese and links there. */}
        <Link to="/tin-tuc" className={styles.link} {...(locale === 'en' ? { hrefLang: 'vi' } : {})}>
          <Trans>Tin tức</Trans>
        </Link>
      </li>
      <li>
        <Link to="/lien-he" className={styles.link}>
          <Trans>Liên hệ</Trans>
        </Link>
      </li>
    </ul>
  );
}
