import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { UserForumResponse } from '#shared/community/schemas.ts';
import { fetchUserForum } from './community-api.ts';
import styles from './forum.module.css';

/** A user's forum topics and posts, newest first, on their public profile (spec §2 /users/{id}). */
export function UserForum({ userId }: { userId: number }) {
  const { t } = useLingui();
  const [data, setData] = useState<UserForumResponse | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchUserForum(userId, controller.signal).then(setData, () => undefined);
    return () => controller.abort();
  }, [userId]);

  if (!data) return null;
  return (
    <div className={styles.userForum}>
      <section aria-label={t`Chủ đề đã tạo`}>
        <h2 className={styles.sideHeading}>
          <Trans>Chủ đề đã tạo</Trans>
        </h2>
        {data.topics.length === 0 ? (
          <p className={styles.muted}>
            <Trans>Chưa tạo chủ đề nào.</Trans>
          </p>
        ) : (
          <ul className={styles.sideList}>
            {data.topics.map((topic) => (
              <li key={topic.id}>
                <Link to="/forums/$slug" params={{ slug: topic.slug }}>
                  {topic.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label={t`Bài trả lời`}>
        <h2 className={styles.sideHeading}>
          <Trans>Bài trả lời</Trans>
        </h2>
        {data.posts.length === 0 ? (
          <p className={styles.muted}>
            <Trans>Chưa có bài trả lời nào.</Trans>
          </p>
        ) : (
          <ul className={styles.sideList}>
            {data.posts.map((post) => (
              <li key={post.id}>
                <Link to="/forums/$slug" params={{ slug: post.topic.slug }}>
                  {post.excerpt}
                </Link>
                <span className={styles.sideMeta}>{post.topic.title}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
