import { useLocale } from '../i18n/use-locale.ts';
import { cx } from '../ui/class-names.ts';
import styles from './language-switcher.module.css';

/**
 * Plain links to GET /lang/{vi|en}: a full page load, the server remembers the choice in the
 * `lang` cookie and sends the visitor back to the same page (spec §2). The page-wide
 * Referrer-Policy is no-referrer, so these links opt in to sending the same-origin referrer the
 * server needs to find the way back. Language names are written in their own language, so they
 * are not translated.
 */
export function LanguageSwitcher({ className }: { className?: string | undefined }) {
  const locale = useLocale();
  return (
    <ul role="list" className={cx(styles.switcher, className)}>
      <li>
        <a
          href="/lang/vi"
          referrerPolicy="same-origin"
          hrefLang="vi"
          lang="vi"
          aria-label="Tiếng Việt"
          aria-current={locale === 'vi' ? 'true' : undefined}
          className={styles.option}
        >
          VI
        </a>
      </li>
      <li>
        <a
          href="/lang/en"
          referrerPolicy="same-origin"
          hrefLang="en"
          lang="en"
          aria-label="English"
          aria-current={locale === 'en' ? 'true' : undefined}
          className={styles.option}
        >
          EN
        </a>
      </li>
    </ul>
  );
}
