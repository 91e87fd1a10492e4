import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { AdminNewsListResponse } from '#shared/content/admin-schemas.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import accent from '../../../ui/accent-button.module.css';
import { cx } from '../../../ui/class-names.ts';
import { SimplePager } from '../../../ui/simple-pager.tsx';
import { usePageMeta } from '../../../ui/use-page-meta.ts';
import { formatNewsDate } from '../news/news-date.ts';
import { AdminSectionTabs, CONTENT_SECTIONS } from '../../../ui/admin-section-tabs.tsx';
import styles from './admin-content.module.css';

/** /admin/news: every article, drafts too, last changed first, each opening the editor. */
export function AdminNewsScreen({ list }: { list: AdminNewsListResponse }) {
  const { t } = useLingui();
  const locale = useLocale();
  usePageMeta({ title: t`Quản trị tin tức` });
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>
        <Trans>Quản trị tin tức</Trans>
      </h1>
      <AdminSectionTabs sections={CONTENT_SECTIONS} current="news" />
      <div className={styles.toolbar}>
        <p className={styles.muted}>
          <Trans>{list.total} bài viết</Trans>
        </p>
        <Link to="/admin/news/$id" params={{ id: 'new' }} className={accent.accentButton}>
          <Trans>Viết bài mới</Trans>
        </Link>
      </div>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Tiêu đề</Trans>
              </th>
              <th scope="col">
                <Trans>Trạng thái</Trans>
              </th>
              <th scope="col">
                <Trans>Ngày đăng</Trans>
              </th>
              <th scope="col">
                <Trans>Sửa lần cuối</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((article) => (
              <tr key={article.id}>
                <td>
                  <Link to="/admin/news/$id" params={{ id: String(article.id) }} lang="vi">
                    {article.title}
                  </Link>
                </td>
                <td>
                  <span className={cx(styles.badge, article.status === 'published' && styles.published)}>{article.status === 'published' ? t`Đã đăng` : t`Bản nháp`}</span>
                </td>
                <td>{article.published_at ? formatNewsDate(article.published_at, locale) : '—'}</td>
                <td>
                  {formatNewsDate(article.updated_at, locale)}
                  {article.updated_by && <span className={styles.muted}> · {article.updated_by}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <SimplePager to="/admin/news" page={list.current_page} lastPage={list.last_page} label={t`Các trang tin tức`} linkClassName={styles.pagerLink} textClassName={styles.muted} />
    </div>
  );
}
