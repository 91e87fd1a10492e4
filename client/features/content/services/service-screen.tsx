import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ServiceResponse } from '#shared/content/news-schemas.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { SafeHtml } from '../../../ui/safe-html.tsx';
import { usePageMeta } from '../../../ui/use-page-meta.ts';
import accent from '../../../ui/accent-button.module.css';
import prose from '../prose.module.css';
import contentPage from '../content-page.module.css';
import { serviceText } from './services-screen.tsx';
import styles from './services.module.css';

/** /dich-vu/{slug} (spec §2): one service, its call to action (the PCB quote or the contact form), and the others. */
export function ServiceScreen({ data }: { data: ServiceResponse }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { service, others } = data;
  const text = serviceText(service, locale);
  const body = locale === 'en' && service.body_en ? service.body_en : service.body;
  usePageMeta({ title: text.name, description: text.summary, canonical: `/dich-vu/${service.slug}` });
  return (
    <div className={`container ${contentPage.page}`}>
      <nav aria-label={t`Đường dẫn`} className={contentPage.trail}>
        <Link to="/dich-vu">
          <Trans>Dịch vụ</Trans>
        </Link>
      </nav>
      <article className={contentPage.article}>
        <h1 className={contentPage.title}>{text.name}</h1>
        <p className={styles.lead}>{text.summary}</p>
        <div className={prose.prose}>
          <SafeHtml html={body} />
        </div>
        <div className={styles.cta}>
          {service.call_to_action === 'pcb' ? (
            <Link to="/pcb" className={accent.accentButton}>
              <Trans>Báo giá PCB ngay</Trans>
            </Link>
          ) : (
            <Link to="/lien-he" search={{ subject: text.name }} className={accent.accentButton}>
              <Trans>Liên hệ tư vấn</Trans>
            </Link>
          )}
        </div>
      </article>
      {others.length > 0 && (
        <section aria-labelledby="other-services" className={styles.others}>
          <h2 id="other-services" className={styles.othersTitle}>
            <Trans>Dịch vụ khác</Trans>
          </h2>
          <ul className={styles.otherList}>
            {others.map((other) => (
              <li key={other.slug}>
                <Link to="/dich-vu/$slug" params={{ slug: other.slug }}>
                  {serviceText(other, locale).name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
