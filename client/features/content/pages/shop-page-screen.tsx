import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ShopPageResponse } from '#shared/content/news-schemas.ts';
import { localizedName } from '../../../i18n/localized-name.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { SafeHtml } from '../../../ui/safe-html.tsx';
import { usePageMeta } from '../../../ui/use-page-meta.ts';
import prose from '../prose.module.css';
import contentPage from '../content-page.module.css';
import styles from './shop-page.module.css';

/**
 * A footer page (spec §2 /cong-ty/{slug}, /pages/quy-dinh-bao-hanh): its content in the
 * storefront's language (the Vietnamese when there is no English), under its footer group.
 */
export function ShopPageScreen({ data, path }: { data: ShopPageResponse; path: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { page, information } = data;
  const title = localizedName(page, locale);
  const english = locale === 'en' && page.content_en?.trim();
  const html = english ? page.content_en! : page.content;
  usePageMeta({ title, canonical: page.url?.startsWith('/') ? page.url : path });
  return (
    <div className={`container ${contentPage.page}`}>
      <nav aria-label={t`Đường dẫn`} className={contentPage.trail}>
        <Link to="/information/$slug" params={{ slug: information.slug }}>
          {localizedName(information, locale)}
        </Link>
      </nav>
      <article className={contentPage.article} lang={english || locale === 'vi' ? locale : 'vi'}>
        <h1 className={contentPage.title}>{title}</h1>
        {html.trim() ? (
          <div className={prose.prose}>
            <SafeHtml html={html} />
          </div>
        ) : (
          <p className={styles.empty}>
            <Trans>Nội dung trang đang được cập nhật.</Trans>
          </p>
        )}
      </article>
    </div>
  );
}
