import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { InformationResponse } from '#shared/content/news-schemas.ts';
import { localizedName } from '../../../i18n/localized-name.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { usePageMeta } from '../../../ui/use-page-meta.ts';
import { footerPageHref, isExternalHref } from '../footer-links.ts';
import contentPage from '../content-page.module.css';
import styles from './shop-page.module.css';

/** /information/{slug} (spec §2): a footer information group and links to its pages. */
export function InformationScreen({ data }: { data: InformationResponse }) {
  const { t } = useLingui();
  const locale = useLocale();
  const title = localizedName(data.information, locale);
  usePageMeta({ title, canonical: `/information/${data.information.slug}` });
  return (
    <div className={`container ${contentPage.page}`}>
      <h1 className={contentPage.title}>{title}</h1>
      <ul className={styles.list} aria-label={t`Các trang của mục ${title}`}>
        {data.pages.map((page) => {
          const href = footerPageHref(page);
          return (
            <li key={page.slug}>
              {isExternalHref(href) ? (
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {localizedName(page, locale)}
                </a>
              ) : (
                <Link to={href}>{localizedName(page, locale)}</Link>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
