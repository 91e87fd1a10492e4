import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { PostListResponse, TopicSummary } from '#shared/community/schemas.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { onOutboxEvent } from '../../local/app-outbox.ts';
import { loginHref } from '../../session/login-href.ts';
import { useSession } from '../../session/use-session.ts';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import { COMMUNITY_DATE_TIME } from './community-dates.ts';
import { createPost } from './community-api.ts';
import { keepDraft, sendPostDraft } from './community-drafts.ts';
import { topicSubject } from './community-drafts-store.ts';
import { FORUM_POST_MUTATION, type ForumPostOutboxPayload } from './community-outbox.ts';
import { ForumPager } from './forum-pager.tsx';
import { ForumSidebar } from './forum-sidebar.tsx';
import styles from './forum.module.css';
import { PostDrafts } from './post-drafts.tsx';
import { PostForm } from './post-form.tsx';

/**
 * /forums/{slug} (spec §2): the topic's posts 10 a page, oldest first, rendered through the shared
 * allow-list (SafeHtml, never innerHTML), the sidebar, and the reply form for signed-in users.
 */
export function TopicScreen({ topic, posts }: { topic: TopicSummary; posts: PostListResponse['posts'] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const session = useSession();
  const navigate = useNavigate();
  const router = useRouter();
  const [version, setVersion] = useState(0);
  usePageMeta({ title: topic.title, canonical: `/forums/${topic.slug}` });
  const dateFormat = COMMUNITY_DATE_TIME[locale];

  // A reply written offline reached the forum: the page and the sidebar read it from the server.
  useEffect(
    () =>
      onOutboxEvent((event) => {
        if (event.type !== 'sent' || event.entry.mutation !== FORUM_POST_MUTATION) return;
        if ((event.entry.payload as ForumPostOutboxPayload).topicId !== topic.id) return;
        setVersion((count) => count + 1);
        void router.invalidate();
      }),
    [topic.id, router],
  );

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.main}>
        <nav className={styles.crumbs} aria-label={t`Đường dẫn`}>
          <Link to="/forums">
            <Trans>Diễn đàn</Trans>
          </Link>
        </nav>
        <h1 className={styles.title}>{topic.title}</h1>
        {posts.data.length === 0 && (
          <p className={styles.muted}>
            <Trans>Không có bài viết nào ở trang này.</Trans>
          </p>
        )}
        <ol className={styles.posts}>
          {posts.data.map((post) => (
            <li key={post.id} id={`post-${post.id}`} className={styles.post}>
              <article aria-label={t`Bài viết của ${post.fullname}`}>
                <header className={styles.postMeta}>
                  <a className={styles.author} href={`/users/${post.user_id}`}>
                    {post.fullname}
                  </a>
                  <time className={styles.muted} dateTime={post.created_at}>
                    {dateFormat.format(new Date(post.created_at))}
                  </time>
                </header>
                <div className={styles.postBody}>
                  <SafeHtml html={post.content} />
                </div>
              </article>
            </li>
          ))}
        </ol>
        <ForumPager page={posts.current_page} lastPage={posts.last_page} slug={topic.slug} />
        {session.status === 'user' && <PostDrafts key={`${session.user.id}:${topic.id}`} userId={session.user.id} subject={topicSubject(topic.id)} />}
        {session.status === 'user' ? (
          <PostForm
            withTitle={false}
            heading={t`Trả lời chủ đề`}
            submitLabel={t`Gửi trả lời`}
            send={async ({ html }, key) => {
              if (!navigator.onLine) {
                // Offline: kept in Dexie and queued in the outbox, which sends it once when the network returns.
                const id = await keepDraft(session.user.id, { kind: 'post', topicId: topic.id, content: html });
                await sendPostDraft({ id, payload: { kind: 'post', topicId: topic.id, content: html } });
                return 'kept';
              }
              const answer = await createPost(topic.id, html, key);
              setVersion((count) => count + 1);
              await navigate({ to: '/forums/$slug', params: { slug: topic.slug }, search: answer.page > 1 ? { page: answer.page } : {}, hash: `post-${answer.post.id}` });
              await router.invalidate();
            }}
          />
        ) : (
          session.status === 'guest' && (
            <p className={styles.joinPrompt}>
              <a href={loginHref(`/forums/${topic.slug}`)}>
                <Trans>Đăng nhập để trả lời</Trans>
              </a>
            </p>
          )
        )}
      </div>
      <ForumSidebar version={version} />
    </div>
  );
}
