import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { SIDEBAR_ENTRIES } from '#shared/community/rules.ts';
import type { TopicListResponse } from '#shared/community/schemas.ts';
import { fetchTopics } from './community-api.ts';
import styles from './forum.module.css';

/**
 * The forum sidebar (spec §2 "forum sidebar with new topics and new replies", §7 GET /v1/topics).
 * `version` changes after the user writes, so the lists are read again.
 */
export function ForumSidebar({ version }: { version: number }) {
  const { t } = useLingui();
  const [data, setData] = useState<TopicListResponse | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchTopics(1, controller.signal).then(setData, () => undefined);
    return () => controller.abort();
  }, [version]);

  return (
    <aside className={styles.sidebar} aria-label={t`Diễn đàn`}>
      <section aria-labelledby="forum-new-topics">
        <h2 id="forum-new-topics" className={styles.sideHeading}>
          <Trans>Chủ đề mới</Trans>
        </h2>
        {data === null ? (
          <p className={styles.muted}>
            <Trans>Đang tải…</Trans>
          </p>
        ) : (
          <ul className={styles.sideList} data-testid="new-topics">
            {data.topics.data.slice(0, SIDEBAR_ENTRIES).map((topic) => (
              <li key={topic.id}>
                <Link to="/forums/$slug" params={{ slug: topic.slug }}>
                  {topic.title}
                </Link>
                <span className={styles.sideMeta}>{topic.fullname}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="forum-new-replies">
        <h2 id="forum-new-replies" className={styles.sideHeading}>
          <Trans>Trả lời mới</Trans>
        </h2>
        {data !== null && data.posts.length === 0 && (
          <p className={styles.muted}>
            <Trans>Chưa có trả lời nào.</Trans>
          </p>
        )}
        {data !== null && data.posts.length > 0 && (
          <ul className={styles.sideList} data-testid="new-replies">
            {data.posts.map((post) => (
              <li key={post.id}>
                <Link to="/forums/$slug" params={{ slug: post.topic.slug }}>
                  {post.excerpt}
                </Link>
                <span className={styles.sideMeta}>
                  {post.fullname} · {post.topic.title}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </aside>
  );
}
