import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { NewsListResponse } from '#shared/content/news-schemas.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { uploadImageUrl } from '../../../ui/image-url.ts';
import { SimplePager } from '../../../ui/simple-pager.tsx';
import pageStyles from '../../../ui/page.module.css';
import { usePageMeta } from '../../../ui/use-page-meta.ts';
import newsCover from './news-cover.module.css';
import { formatNewsDate } from './news-date.ts';
import styles from './news-list-screen.module.css';

/**
 * /tin-tuc (spec §2: news, only in Vietnamese): cover, date and excerpt of each article, newest
 * first, with a pager. The English storefront says the news is in Vietnamese and links to the
 * Vietnamese list (the language switch comes back to this page).
 */
export function NewsListScreen({ news }: { news: NewsListResponse }) {
  const { t } = useLingui();
  const locale = useLocale();
  usePageMeta({ title: t`Tin tức`, description: t`Tin tức và bài viết kỹ thuật về linh kiện điện tử, thiết kế mạch in, hàn SMD và vi điều khiển.`, canonical: '/tin-tuc' });
  return (
    <div className={`container ${pageStyles.page}`}>
      <h1 className={pageStyles.title}>
        <Trans>Tin tức</Trans>
      </h1>
      {locale === 'en' && (
        <p className={styles.notice} role="note">
          <Trans>Tin tức của chúng tôi chỉ đăng bằng tiếng Việt.</Trans>{' '}
          <a href="/lang/vi" hrefLang="vi" lang="vi">
            Xem tin tức bằng tiếng Việt
          </a>
        </p>
      )}
      {news.data.length === 0 ? (
        <p className={styles.empty}>
          <Trans>Chưa có bài viết nào.</Trans>
        </p>
      ) : (
        <ul className={styles.grid} lang="vi">
          {news.data.map((article) => {
            const cover = uploadImageUrl(article.cover_image_id, 'large');
            return (
              <li key={article.id} className={styles.card}>
                <Link to="/tin-tuc/$slug" params={{ slug: article.slug }} className={styles.cardLink}>
                  {cover ? <img src={cover} alt="" className={newsCover.cover} width={800} height={420} loading="lazy" decoding="async" /> : <span className={newsCover.cover} />}
                  <span className={styles.cardTitle}>{article.title}</span>
                </Link>
                <time dateTime={article.published_at} className={styles.date}>
                  {formatNewsDate(article.published_at, locale)}
                </time>
                <p className={styles.excerpt}>{article.excerpt}</p>
              </li>
            );
          })}
        </ul>
      )}
      <SimplePager to="/tin-tuc" page={news.current_page} lastPage={news.last_page} label={t`Các trang tin tức`} linkClassName={styles.pagerLink} textClassName={styles.pagerText} />
    </div>
  );
}
