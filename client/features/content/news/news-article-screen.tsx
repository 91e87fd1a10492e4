import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { NewsArticleResponse } from '#shared/content/news-schemas.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { uploadImageUrl } from '../../../ui/image-url.ts';
import { SafeHtml } from '../../../ui/safe-html.tsx';
import { usePageMeta } from '../../../ui/use-page-meta.ts';
import contentPage from '../content-page.module.css';
import prose from '../prose.module.css';
import newsCover from './news-cover.module.css';
import { formatNewsDate } from './news-date.ts';
import { shareLinks } from './share-links.ts';
import styles from './news-article-screen.module.css';

/**
 * /tin-tuc/{slug} (spec §2): the article (its HTML through the shared allow-list, never as
 * innerHTML), share links, related articles, and the place of the comments widget.
 */
/** `comments`: the article's comments widget (the route passes it, so this feature does not import another). */
export function NewsArticleScreen({ data, comments }: { data: NewsArticleResponse; comments?: ReactNode }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { article, related } = data;
  const path = `/tin-tuc/${article.slug}`;
  usePageMeta({ title: article.title, description: article.excerpt, canonical: path });
  const cover = uploadImageUrl(article.cover_image_id, 'large');
  const url = typeof window === 'undefined' ? path : new URL(path, window.location.origin).href;
  return (
    <div className={`container ${styles.page}`}>
      <nav aria-label={t`Đường dẫn`} className={contentPage.trail}>
        <Link to="/tin-tuc">
          <Trans>Tin tức</Trans>
        </Link>
      </nav>
      <article className={styles.article} lang="vi">
        <header className={styles.header}>
          <h1 className={contentPage.title}>{article.title}</h1>
          <time dateTime={article.published_at} className={styles.date}>
            {formatNewsDate(article.published_at, locale)}
          </time>
        </header>
        {cover && <img src={cover} alt="" className={newsCover.cover} width={800} height={420} decoding="async" fetchPriority="high" />}
        <p className={styles.lead}>{article.excerpt}</p>
        <div className={prose.prose}>
          <SafeHtml html={article.body} />
        </div>
      </article>

      <section aria-labelledby="news-share" className={styles.share}>
        <h2 id="news-share" className={styles.shareTitle}>
          <Trans>Chia sẻ</Trans>
        </h2>
        <ul className={styles.shareList}>
          {shareLinks(url, article.title).map((link) => (
            <li key={link.network}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.shareLink}>
                {link.network === 'email' ? t`E-mail` : link.label}
              </a>
            </li>
          ))}
        </ul>
      </section>

      {comments}

      {related.length > 0 && (
        <section aria-labelledby="news-related" className={styles.related}>
          <h2 id="news-related" className={styles.relatedTitle}>
            <Trans>Bài viết liên quan</Trans>
          </h2>
          <ul className={styles.relatedList} lang="vi">
            {related.map((item) => (
              <li key={item.id}>
                <Link to="/tin-tuc/$slug" params={{ slug: item.slug }} className={styles.relatedLink}>
                  {item.title}
                </Link>
                <time dateTime={item.published_at} className={styles.date}>
                  {formatNewsDate(item.published_at, locale)}
                </time>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
