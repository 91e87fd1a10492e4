import { useLocale } from '../i18n/use-locale.ts';
import { cx } from '../ui/class-names.ts';
import styles from './language-switcher.module.css';

/** Each language named in itself (not translated), so a reader of either finds theirs. */
const LANGUAGES = [
  { code: 'vi', name: 'Tiếng Việt' },
  { code: 'en', name: 'English' },
] as const;

/**
 * The name starts with the code the link shows ("VI – Tiếng Việt"), so a voice user who says what
 * they see finds it (WCAG 2.5.3 Label in Name).
 *
 * Plain links to GET /lang/{vi|en}: a full page load, the server remembers the choice in the
 * `lang` cookie and sends the visitor back to the same page (spec §2), which it finds from the
 * same-origin referrer these links always send.
 */
export function LanguageSwitcher({ className }: { className?: string | undefined }) {
  const locale = useLocale();
  return (
    <ul role="list" className={cx(styles.switcher, className)}>
      {LANGUAGES.map(({ code, name }) => (
        <li key={code}>
          <a
            href={`/lang/${code}`}
            referrerPolicy="same-origin"
            hrefLang={code}
            lang={code}
            aria-label={`${code.toUpperCase()} – ${name}`}
            aria-current={locale === code ? 'true' : undefined}
            className={styles.option}
          >
            {code.toUpperCase()}
          </a>
        </li>
      ))}
    </ul>
  );
}
