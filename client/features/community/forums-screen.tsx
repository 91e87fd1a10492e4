import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import type { TopicListResponse } from '#shared/community/schemas.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { loginHref } from '../../session/login-href.ts';
import { useSession } from '../../session/use-session.ts';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import { COMMUNITY_DATE } from './community-dates.ts';
import { createTopic } from './community-api.ts';
import { ForumPager } from './forum-pager.tsx';
import { ForumSidebar } from './forum-sidebar.tsx';
import styles from './forum.module.css';
import { PostForm } from './post-form.tsx';

/** /forums: the topics newest first, the sidebar, and for signed-in users the form that opens a topic. */
export function ForumsScreen({ data }: { data: TopicListResponse }) {
  const { t } = useLingui();
  const locale = useLocale();
  const session = useSession();
  const navigate = useNavigate();
  usePageMeta({ title: t`Diễn đàn`, description: t`Hỏi đáp về linh kiện điện tử, mạch in và lập trình vi điều khiển.` });
  const dateFormat = COMMUNITY_DATE[locale];
  const topics = data.topics;

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.main}>
        <h1 className={styles.title}>
          <Trans>Diễn đàn</Trans>
        </h1>
        {topics.data.length === 0 ? (
          <p className={styles.muted}>
            <Trans>Chưa có chủ đề nào.</Trans>
          </p>
        ) : (
          <ul className={styles.topicList}>
            {topics.data.map((topic) => (
              <li key={topic.id} className={styles.topicRow}>
                <Link to="/forums/$slug" params={{ slug: topic.slug }} className={styles.topicTitle}>
                  {topic.title}
                </Link>
                <span className={styles.topicMeta}>
                  <a href={`/users/${topic.user_id}`}>{topic.fullname}</a> · <time dateTime={topic.created_at}>{dateFormat.format(new Date(topic.created_at))}</time> ·{' '}
                  <Trans>{topic.posts_count} bài viết</Trans>
                </span>
              </li>
            ))}
          </ul>
        )}
        <ForumPager page={topics.current_page} lastPage={topics.last_page} />
        {session.status === 'user' ? (
          <PostForm
            withTitle
            heading={t`Tạo chủ đề mới`}
            submitLabel={t`Đăng chủ đề`}
            send={async ({ title, html }, key) => {
              const { topic } = await createTopic(title, html, key);
              await navigate({ to: '/forums/$slug', params: { slug: topic.slug } });
            }}
          />
        ) : (
          session.status === 'guest' && (
            <p className={styles.joinPrompt}>
              <a href={loginHref('/forums')}>
                <Trans>Đăng nhập để tạo chủ đề</Trans>
              </a>
            </p>
          )
        )}
      </div>
      <ForumSidebar version={topics.total} />
    </div>
  );
}
