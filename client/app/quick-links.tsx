import { Trans } from '@lingui/react/macro';
import { useLocale } from '../i18n/use-locale.ts';
import { cx } from '../ui/class-names.ts';
import styles from './quick-links.module.css';

/**
 * The shop's main sections beside the category menu (spec §2 routes). They are full page loads
 * until each section is built; news exists only in Vietnamese (spec §2 "/tin-tuc").
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
        <a href="/dich-vu" className={styles.link}>
          <Trans>Dịch vụ</Trans>
        </a>
      </li>
      {locale === 'vi' && (
        <li>
          <a href="/tin-tuc" className={styles.link}>
            Tin tức
          </a>
        </li>
      )}
      <li>
        <a href="/lien-he" className={styles.link}>
          <Trans>Liên hệ</Trans>
        </a>
      </li>
    </ul>
  );
}
