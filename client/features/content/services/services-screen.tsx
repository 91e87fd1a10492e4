import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ServiceListResponse, ServiceSummary } from '#shared/content/news-schemas.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { usePageMeta } from '../../../ui/use-page-meta.ts';
import contentPage from '../content-page.module.css';
import styles from './services.module.css';

/** A service's name and summary on the storefront's language (English falls back to Vietnamese when blank). */
export function serviceText(service: ServiceSummary, locale: 'vi' | 'en'): { name: string; summary: string } {
  return locale === 'en' ? { name: service.name_en || service.name, summary: service.summary_en || service.summary } : { name: service.name, summary: service.summary };
}

/** /dich-vu (spec §2): the shop's services, each linking to its own page. */
export function ServicesScreen({ services }: { services: ServiceListResponse['services'] }) {
  const { t } = useLingui();
  const locale = useLocale();
  usePageMeta({ title: t`Dịch vụ`, description: t`Gia công mạch in, lắp ráp PCBA, tìm nguồn linh kiện, kiểm tra thiết kế, nạp chương trình và kiểm thử.`, canonical: '/dich-vu' });
  return (
    <div className={`container ${contentPage.page}`}>
      <h1 className={contentPage.title}>
        <Trans>Dịch vụ</Trans>
      </h1>
      <p className={styles.intro}>
        <Trans>Từ bản vẽ đến bo mạch hoàn chỉnh: chọn dịch vụ bạn cần, chúng tôi lo phần còn lại.</Trans>
      </p>
      <ul className={styles.grid}>
        {services.map((service) => {
          const text = serviceText(service, locale);
          return (
            <li key={service.slug} className={styles.card}>
              <h2 className={styles.cardTitle}>
                <Link to="/dich-vu/$slug" params={{ slug: service.slug }}>
                  {text.name}
                </Link>
              </h2>
              <p className={styles.summary}>{text.summary}</p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
