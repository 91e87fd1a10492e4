import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import type { FooterInfoData } from '#shared/content/schemas.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { localizedName } from '../../i18n/localized-name.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { CompanyInfo } from './company-info.tsx';
import { fetchFooterInfo, footerInfoUrl } from './footer-api.ts';
import type { FooterInfoScope } from './footer-info-scope.ts';
import styles from './site-footer.module.css';

function localizedHtml(text: { html: string; html_en: string | null }, locale: Locale): string {
  return locale === 'en' ? (text.html_en ?? text.html) : text.html;
}

/**
 * The footer info area (spec §4 "Footer info appears after about 500 ms ..., collapsing to an
 * expandable view when over 2 paragraphs"; §7 GET /v1/get-footer?info=1&category_id&show_info):
 * loaded once the footer shows, for the page's scope, it holds the shown category's text and the
 * company information. Until it answers (or offline with no copy) the company information of the
 * footer already loaded stands in.
 */
export function FooterInfo({ scope, revealed, companyFallback }: { scope: FooterInfoScope; revealed: boolean; companyFallback: string | null }) {
  const { t } = useLingui();
  const locale = useLocale();
  const headingId = useId();
  const { categoryId, showInfo } = scope;
  const url = footerInfoUrl(scope);
  const [loaded, setLoaded] = useState<{ url: string; data: FooterInfoData } | null>(null);

  // Keyed by the scope's values: another page with the same scope does not ask again.
  useEffect(() => {
    if (!revealed) return;
    const controller = new AbortController();
    const asked = { categoryId, showInfo };
    fetchFooterInfo(asked, controller.signal).then(
      (answer) => setLoaded({ url: footerInfoUrl(asked), data: answer.data }),
      // Nothing to show beyond the fallback: the footer works without it.
      () => undefined,
    );
    return () => controller.abort();
  }, [categoryId, showInfo, revealed]);

  const data = loaded?.url === url ? loaded.data : null;
  const company = data ? (data.company ? localizedHtml(data.company, locale) : null) : companyFallback;
  const category = data?.category ?? null;
  const categoryName = category ? localizedName(category, locale) : '';

  return (
    <>
      {category && (
        <section className={styles.categoryInfo} aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.categoryInfoHeading}>
            {t`Về ${categoryName}`}
          </h2>
          <CompanyInfo html={localizedHtml(category, locale)} subject={categoryName} />
        </section>
      )}
      {company && <CompanyInfo html={company} />}
    </>
  );
}
